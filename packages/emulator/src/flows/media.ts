import type { EmulatorContext } from '../context.js';
import type { StoredImage } from '../world/stores/media.js';
import { apiError } from '../errors.js';
import type { FlowHandler } from '../rest/flow.js';
import { asRecord } from '../values.js';
import { jsonResponse } from '../json-response.js';

/** How long an EPS image lives before a listing uses it (modelled, docs/ebay-facts.md#media-images). */
const IMAGE_LIFETIME_MS = 30 * 86_400_000;
const BASE_PATH = '/commerce/media/v1_beta/image';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const invalid = (message: string, parameter: [string, string]): Response =>
  apiError('API_MEDIA', 400, 190000, message, { parameter });

/**
 * The picture formats eBay takes (JPG, GIF, PNG, BMP, TIFF, AVIF, HEIC, WEBP), by their first bytes: a file
 * is what its bytes say, not what its name or part header claims.
 */
export function imageFormat(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPG';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'PNG';
  if (ascii(0, 4) === 'GIF8') return 'GIF';
  if (ascii(0, 2) === 'BM') return 'BMP';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'TIFF';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'WEBP';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'AVIF';
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'HEIC';
  }
  return undefined;
}

/** Stores an image and answers 201 with its URL and the image resource in `Location`, as eBay does. */
function created(ctx: EmulatorContext): Response {
  const store = ctx.state.world.media;
  const imageId = store.random.string(22, ID_ALPHABET);
  const image: StoredImage = {
    imageId,
    imageUrl: `https://i.ebayimg.com/images/g/${imageId}/s-l1600.jpg`,
    expirationDate: new Date(ctx.clock.now() + IMAGE_LIFETIME_MS).toISOString(),
  };
  store.byId.set(imageId, image);
  return jsonResponse(
    { imageUrl: image.imageUrl, expirationDate: image.expirationDate },
    { status: 201, headers: { location: `${ctx.origin}${BASE_PATH}/${imageId}` } },
  );
}

/** `POST /image/create_image_from_file`: multipart form data whose `image` part is a picture file. */
const createImageFromFile: FlowHandler = async ({ req, ctx }) => {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    return invalid('The request must be multipart/form-data with an image part.', ['Content-Type', type]);
  let form: FormData;
  try {
    form = await new Response(Buffer.from(await req.bytes()), { headers: { 'content-type': type } }).formData();
  } catch {
    return invalid('The multipart body could not be read.', ['body', 'multipart']);
  }
  const part = form.get('image');
  if (!(part instanceof Blob)) return invalid('The form has no image file part.', ['image', '']);
  const bytes = new Uint8Array(await part.arrayBuffer());
  if (!imageFormat(bytes)) {
    return invalid('The file is not a picture eBay takes (JPG, GIF, PNG, BMP, TIFF, AVIF, HEIC or WEBP).', [
      'image',
      part instanceof File ? part.name : 'image',
    ]);
  }
  return created(ctx);
};

/** `POST /image/create_image_from_url`: an `https` URL of a picture on the caller's server. */
const createImageFromUrl: FlowHandler = ({ body, ctx }) => {
  const imageUrl = asRecord(body).imageUrl;
  const url = typeof imageUrl === 'string' && URL.canParse(imageUrl) ? new URL(imageUrl) : undefined;
  if (url?.protocol !== 'https:')
    return invalid('imageUrl must be an https URL of a picture.', ['imageUrl', String(imageUrl ?? '')]);
  return created(ctx);
};

/** `GET /image/{image_id}`: 404 for an unknown image and for one past its expiration date, as on eBay. */
const getImage: FlowHandler = ({ params, ctx }) => {
  const id = params.image_id ?? '';
  const image = ctx.state.world.media.byId.get(id);
  if (!image || Date.parse(image.expirationDate) <= ctx.clock.now())
    return apiError('API_MEDIA', 404, 190002, 'The image was not found or has expired.', {
      parameter: ['image_id', id],
    });
  return jsonResponse({ imageUrl: image.imageUrl, expirationDate: image.expirationDate });
};

/** Media images: EPS pictures made from a file or a URL, readable until they expire. */
export const MEDIA_FLOWS = {
  'commerce.media.createImageFromFile': createImageFromFile,
  'commerce.media.createImageFromUrl': createImageFromUrl,
  'commerce.media.getImage': getImage,
} satisfies Record<string, FlowHandler>;
