// Redaction and masking of cassette exchanges (docs/cassettes.md#redaction): every listed header, body field, XML
// element, form field and query parameter, and the stable, type-keeping masks of personal data.
import { describe, expect, it } from 'vitest';
import { cassetteRedactor, redactExchange, type CassetteExchange } from '../../src/cassette/index.js';

const SECRET = 'S3cret-value-0123456789';

function exchange(
  request: Partial<CassetteExchange['request']> = {},
  response: Partial<CassetteExchange['response']> = {},
): CassetteExchange {
  return {
    seq: 1,
    request: { method: 'POST', url: 'https://api.ebay.com/x', headers: {}, ...request },
    response: { status: 200, headers: {}, ...response },
  };
}

function text(body: CassetteExchange['request']['body']): string {
  if (!body || !('text' in body)) throw new Error('no text body');
  return body.text;
}

describe('redactExchange: secrets', () => {
  it.each([
    'authorization',
    'cookie',
    'set-cookie',
    'x-ebay-api-iaf-token',
    'x-ebay-api-dev-name',
    'x-ebay-api-app-name',
    'x-ebay-api-cert-name',
    'x-ebay-signature-key',
    'signature',
    'signature-input',
    'x-custom-token',
  ])('redacts the %s header in requests and answers', (name) => {
    const out = redactExchange(exchange({ headers: { [name]: `Bearer ${SECRET}` } }, { headers: { [name]: SECRET } }));
    expect(out.request.headers[name]).toMatch(/^(Bearer )?\[redacted\]$/);
    expect(out.response.headers[name]).toBe('[redacted]');
  });

  it('redacts a header that carries an eBay token under another name (an end-user context)', () => {
    const out = redactExchange(
      exchange({ headers: { 'x-ebay-c-enduserctx': 'userToken=v^1.1#i^1#abc', accept: 'x' } }),
    );
    expect(out.request.headers).toEqual({ 'x-ebay-c-enduserctx': '[redacted]', accept: 'x' });
  });

  it.each([
    'access_token',
    'refresh_token',
    'id_token',
    'client_secret',
    'eBayAuthToken',
    'IAFToken',
    'privateKey',
    'jwe',
    'signature',
    'password',
  ])('redacts the JSON field %s, nested too, and keeps the rest as written', (name) => {
    const body = { text: JSON.stringify({ a: { [name]: SECRET }, keep: 'me' }) };
    const out = redactExchange(exchange({ body, headers: { 'content-type': 'application/json' } }, { body }));
    for (const b of [out.request.body, out.response.body])
      expect(JSON.parse(text(b))).toEqual({ a: { [name]: '[redacted]' }, keep: 'me' });
  });

  it.each([
    'eBayAuthToken',
    'IAFToken',
    'RESTToken',
    'DevId',
    'AppId',
    'CertId',
    'AuthCert',
    'SessionID',
    'Password',
    'Signature',
  ])('redacts the XML element %s (with a namespace prefix too), leaving the document valid', (name) => {
    const xml = `<?xml version="1.0"?><R xmlns="urn:ebay:apis:eBLBaseComponents"><RequesterCredentials><${name}>${SECRET}</${name}></RequesterCredentials><n:${name} a="1">${SECRET}</n:${name}><Keep>k</Keep></R>`;
    const out = text(
      redactExchange(exchange({ body: { text: xml }, headers: { 'content-type': 'text/xml' } })).request.body,
    );
    expect(out).toBe(xml.split(SECRET).join('[redacted]'));
  });

  it.each(['code', 'refresh_token', 'access_token', 'client_secret', 'client_assertion', 'password'])(
    'redacts the form field %s of a token request',
    (name) => {
      const body = { text: `grant_type=x&${name}=${encodeURIComponent(SECRET)}&redirect_uri=ru` };
      const out = redactExchange(exchange({ body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
      expect(text(out.request.body)).toBe(`grant_type=x&${name}=[redacted]&redirect_uri=ru`);
    },
  );

  it.each(['code', 'token', 'access_token', 'client_secret', 'SessID', 'SessionID', 'signature'])(
    'redacts the %s query parameter and keeps the others as written',
    (name) => {
      const out = redactExchange(exchange({ url: `https://auth.ebay.com/x?a=%20b&${name}=${SECRET}#f` }));
      expect(out.request.url).toBe(`https://auth.ebay.com/x?a=%20b&${name}=[redacted]#f`);
    },
  );

  it('hides a token an answer issued wherever a later exchange shows it, in every spelling', () => {
    const redact = cassetteRedactor();
    redact(
      exchange(
        {},
        { body: { text: JSON.stringify({ access_token: SECRET }) }, headers: { 'content-type': 'application/json' } },
      ),
    );
    const later = redact(
      exchange({ url: `https://api.ebay.com/y?t=${encodeURIComponent(SECRET)}`, body: { text: `echo ${SECRET}` } }),
    );
    expect(JSON.stringify(later)).not.toContain('S3cret');
  });

  it('keeps binary bodies as they are', () => {
    const out = redactExchange(
      exchange({}, { body: { base64: 'JVBERi0=' }, headers: { 'content-type': 'application/pdf' } }),
    );
    expect(out.response.body).toEqual({ base64: 'JVBERi0=' });
  });
});

describe('redactExchange: personal data', () => {
  const order = {
    orderId: '1-2',
    buyer: { username: 'jane_doe', taxIdentifier: { taxpayerId: 'T-1' } },
    fulfillmentStartInstructions: [
      {
        shippingStep: {
          shipTo: {
            fullName: 'Jane Doe',
            contactAddress: {
              addressLine1: '1 Main St',
              addressLine2: 'Apt 2',
              city: 'San Jose',
              postalCode: '95125',
              stateOrProvince: 'CA',
            },
            primaryPhone: { phoneNumber: '555 0100' },
            email: 'jane@example.org',
          },
        },
      },
    ],
    contact: {
      firstName: 'Jane',
      lastName: 'Doe',
      companyName: 'Doe Inc',
      contactName: 'J',
      emailAddress: 'jane@example.org',
      buyerUsername: 'jane_doe',
      secondaryPhone: { phoneNumber: '1' },
      addressLine3: 'x',
    },
    quantity: 2,
  };

  it('masks every personal JSON field with a stable, type-keeping mask, and leaves the rest', () => {
    const body = { text: JSON.stringify(order) };
    const out = JSON.parse(
      text(redactExchange(exchange({}, { body, headers: { 'content-type': 'application/json' } })).response.body),
    );
    const shipTo = out.fulfillmentStartInstructions[0].shippingStep.shipTo;
    expect(out.buyer.username).toMatch(/^masked-\d+$/);
    expect(out.contact.buyerUsername).toBe(out.buyer.username); // the same input, the same mask
    expect(out.contact.emailAddress).toBe(shipTo.email);
    expect(shipTo.email).toMatch(/^masked-\d+@example\.com$/);
    expect(out.buyer.taxIdentifier.taxpayerId).toMatch(/^masked-/);
    for (const value of [
      shipTo.fullName,
      shipTo.contactAddress.addressLine1,
      shipTo.contactAddress.addressLine2,
      shipTo.contactAddress.city,
      shipTo.contactAddress.postalCode,
      shipTo.primaryPhone.phoneNumber,
    ])
      expect(value).toMatch(/^masked-\d+$/);
    for (const value of Object.values(out.contact).filter((v) => typeof v === 'string'))
      expect(value).toMatch(/^masked-\d+(@example\.com)?$/);
    expect(out.contact.secondaryPhone.phoneNumber).toMatch(/^masked-/);
    expect([out.orderId, out.quantity, shipTo.contactAddress.stateOrProvince]).toEqual(['1-2', 2, 'CA']);
    expect(JSON.stringify(out)).not.toMatch(/Jane|Doe|Main|San Jose|95125|555|jane/);
  });

  it('masks personal XML elements, a Name only inside an address, and keeps the document valid', () => {
    const xml =
      '<GetOrdersResponse><BuyerUserID>jane_doe</BuyerUserID><ShippingAddress><Name>Jane &amp; Co</Name><Street1>1 Main St</Street1><Street2>Apt 2</Street2>' +
      '<CityName>San Jose</CityName><PostalCode>95125</PostalCode><Phone>555 0100</Phone></ShippingAddress>' +
      '<TransactionArray><Transaction><Buyer><Email>jane@example.org</Email><UserID>jane_doe</UserID><UserFirstName>J</UserFirstName><FirstName>Jane</FirstName><LastName>Doe</LastName><CompanyName>D</CompanyName><StaticAlias>a@b</StaticAlias></Buyer></Transaction></TransactionArray>' +
      '<ItemSpecifics><NameValueList><Name>Brand</Name></NameValueList></ItemSpecifics></GetOrdersResponse>';
    const out = text(
      redactExchange(exchange({}, { body: { text: xml }, headers: { 'content-type': 'text/xml' } })).response.body,
    );
    expect(out).toContain('<BuyerUserID>masked-1</BuyerUserID>');
    expect(out).toContain('<UserID>masked-1</UserID>');
    expect(out).toContain('<Email>masked-');
    expect(out).toContain('<Name>Brand</Name>');
    expect(out).not.toMatch(/Jane|Main|Apt|San Jose|95125|555|jane|>Doe<|>D<|a@b/);
    expect(out.match(/<[^>]+>/g)).toEqual(xml.match(/<[^>]+>/g)); // every tag as it was
  });

  it('keeps personal data when told to, and still redacts secrets', () => {
    const body = { text: JSON.stringify({ fullName: 'Jane Doe', access_token: SECRET }) };
    const out = redactExchange(exchange({}, { body, headers: { 'content-type': 'application/json' } }), {
      keepPersonalData: true,
    });
    expect(JSON.parse(text(out.response.body))).toEqual({ fullName: 'Jane Doe', access_token: '[redacted]' });
  });

  it('leaves a body that is not valid JSON valid as text and still hides secrets in it', () => {
    const body = { text: `{"access_token":"${SECRET}", broken` };
    const out = redactExchange(exchange({}, { body, headers: { 'content-type': 'application/json' } }));
    expect(text(out.response.body)).not.toContain(SECRET);
  });
});
