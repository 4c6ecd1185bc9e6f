import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient } from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let ebay: EbayClient;

beforeAll(async () => {
  server = await startTestServer(() => ({ status: 200, body: {} }));
  ebay = new EbayClient({ origin: server.origin });
  await ebay.oauth2.setCredentials('v^1.1#user-post-order');
});
afterAll(async () => {
  await ebay.close();
  await server.close();
});

const body = (): unknown => JSON.parse(server.requests.at(-1)!.text);

describe('post-order', () => {
  it('trims the free-text reason fields before sending, and only those', async () => {
    await ebay.postOrder.inquiry.closeInquiry('5001', {
      closeReason: '  OTHER \n' as 'OTHER',
      comments: { content: '  kept  ' },
    });
    expect(body()).toEqual({ closeReason: 'OTHER', comments: { content: '  kept  ' } });
    await ebay.postOrder.inquiry.createInquiry({
      itemId: '1',
      transactionId: '2',
      desiredOutcome: '\tREFUND ' as never,
    });
    expect(body()).toMatchObject({ desiredOutcome: 'REFUND' });
    await ebay.postOrder.inquiry.escalateInquiry('5001', {
      escalateInquiryReason: ' ITEM_NOT_RECEIVED ' as never,
      comments: { content: 'x' },
    });
    expect(body()).toMatchObject({ escalateInquiryReason: 'ITEM_NOT_RECEIVED' });
    await ebay.postOrder.return.cancelReturnRequest('7001', { buyerCloseReason: '\nBUYER_CANCEL  ' as never });
    expect(body()).toMatchObject({ buyerCloseReason: 'BUYER_CANCEL' });
  });

  it('sends the user token as IAF, the marketplace header and the search query', async () => {
    await ebay.postOrder.return.search({ role: 'SELLER', return_state: 'ALL_OPEN', limit: 25, offset: 0 });
    const req = server.requests.at(-1)!;
    expect(req.url).toBe('/post-order/v2/return/search?role=SELLER&return_state=ALL_OPEN&limit=25&offset=0');
    expect(req.headers.authorization).toBe('IAF v^1.1#user-post-order');
    expect(req.headers['x-ebay-c-marketplace-id']).toBe('EBAY_US');
  });

  it('uploads a return file as JSON with base64 data', async () => {
    await ebay.postOrder.return.uploadReturnFile('7001', {
      data: 'iVBORw0KGgo=',
      fileName: 'label.png',
      filePurpose: 'LABEL_RELATED',
    });
    const req = server.requests.at(-1)!;
    expect(req.path).toBe('/post-order/v2/return/7001/file/upload');
    expect(req.headers['content-type']).toBe('application/json');
    expect(body()).toEqual({ data: 'iVBORw0KGgo=', fileName: 'label.png', filePurpose: 'LABEL_RELATED' });
  });
});
