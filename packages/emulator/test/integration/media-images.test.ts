import { EbayApiError, NotFoundError, USER_SCOPES, type EbayClient } from 'baykit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { signedInClient } from './signed-in.js';

// Media images through baykit over HTTP: a picture file as multipart form data, a picture URL, and reading the
// image back until it expires.

const emulator = createEmulator({ seed: 4 });
let ebay: EbayClient;

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  ebay = await signedInClient(
    url,
    USER_SCOPES.filter((s) => s.endsWith('/sell.inventory')),
  );
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

function form(bytes: Uint8Array<ArrayBuffer>, part = 'image'): FormData {
  const body = new FormData();
  body.append(part, new Blob([bytes], { type: 'image/png' }), 'picture.png');
  return body;
}

it('stores a picture file, answers 201 with its EPS URL and Location, and reads it back until it expires', async () => {
  const created = await ebay.withResponse(ebay.commerce.media.createImageFromFile(form(PNG)));
  expect(created.status).toBe(201);
  expect(created.data.imageUrl).toMatch(/^https:\/\/i\.ebayimg\.com\/images\/g\/\w{22}\/s-l1600\.jpg$/);
  const imageId = created.headers.location?.split('/').pop() ?? '';
  expect(created.headers.location).toBe(`${emulator.url}/commerce/media/v1_beta/image/${imageId}`);
  await expect(ebay.commerce.media.getImage(imageId)).resolves.toEqual(created.data);
  emulator.clock.advance(31 * 86_400);
  await expect(ebay.commerce.media.getImage(imageId)).rejects.toBeInstanceOf(NotFoundError);
});

it('refuses a file that is not a picture eBay takes, and a form without the image part', async () => {
  const text = new TextEncoder().encode('%PDF-1.4 not a picture');
  const notPicture = await ebay.commerce.media.createImageFromFile(form(text)).catch((e: unknown) => e);
  expect(notPicture).toBeInstanceOf(EbayApiError);
  expect(notPicture).toMatchObject({ status: 400, domain: 'API_MEDIA' });
  expect((notPicture as Error).message).toMatch(/JPG, GIF, PNG/);
  await expect(ebay.commerce.media.createImageFromFile(form(PNG, 'file'))).rejects.toMatchObject({ status: 400 });
});

it('takes an https picture URL and refuses any other', async () => {
  const created = await ebay.withResponse(
    ebay.commerce.media.createImageFromUrl({ imageUrl: 'https://example.com/a.jpg' }),
  );
  expect(created.status).toBe(201);
  await expect(ebay.commerce.media.createImageFromUrl({ imageUrl: 'http://example.com/a.jpg' })).rejects.toMatchObject({
    status: 400,
    domain: 'API_MEDIA',
  });
});
