/** A picture (or other file) sent with an XML call as the second part of a multipart request. */
export interface XmlAttachment {
  data: Uint8Array | ArrayBuffer | Blob;
  /** File name of the binary part. Default `image`. */
  filename?: string;
}

/**
 * The multipart body eBay's UploadSiteHostedPictures takes: the XML payload as the first part
 * (`name="XML Payload"`, `text/xml`) and the file as the second (`application/octet-stream`). Built by hand
 * because `FormData` cannot give a text part its own content type.
 */
export async function xmlMultipart(
  xml: string,
  attachment: XmlAttachment,
  boundary: string,
): Promise<{ body: Uint8Array; contentType: string }> {
  const filename = (attachment.filename ?? 'image').replace(/["\r\n]/g, '_');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="XML Payload"\r\nContent-Type: text/xml;charset=utf-8\r\n\r\n${xml}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="${filename}"; filename="${filename}"\r\n` +
    'Content-Transfer-Encoding: binary\r\nContent-Type: application/octet-stream\r\n\r\n';
  // A Blob joins the parts: strings as UTF-8, and the file whether it is bytes, an ArrayBuffer or a Blob.
  const parts = new Blob([head, attachment.data as BlobPart, `\r\n--${boundary}--\r\n`]);
  const body = new Uint8Array(await parts.arrayBuffer());
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
