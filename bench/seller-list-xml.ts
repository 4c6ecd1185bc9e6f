// A deterministic GetSellerList response of about `bytes` bytes: many <Item> elements with the fields a
// DetailLevel=ReturnAll answer carries (prices with currency attributes, pictures, shipping options, item
// specifics), from a seeded generator so every run parses the same document.

const TITLES: readonly [string, ...string[]] = [
  'Vintage Seiko 5 automatic watch',
  'Apple iPhone 13 128GB unlocked',
  'LEGO Star Wars 75192 sealed',
  'Nike Air Max 90 size 10',
  'Canon EF 50mm f/1.8 STM lens',
];
const BRANDS: readonly [string, ...string[]] = ['Seiko', 'Apple', 'LEGO', 'Nike', 'Canon'];
const CONDITIONS: readonly [readonly [string, string], ...(readonly [string, string])[]] = [
  ['1000', 'New'],
  ['3000', 'Used'],
  ['2500', 'Seller refurbished'],
];

function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}

function item(n: number, next: () => number): string {
  const pick = <T>(list: readonly [T, ...T[]]): T => list[Math.floor(next() * list.length)] ?? list[0];
  const k = Math.floor(next() * TITLES.length);
  const price = (5 + next() * 995).toFixed(2);
  const [conditionId, condition] = pick(CONDITIONS);
  const id = String(110_000_000_000 + n);
  const pictures = Array.from(
    { length: 1 + Math.floor(next() * 6) },
    (_, i) => `<PictureURL>https://i.ebayimg.com/00/s/MTYwMFgxMjAw/z/${id}${i}/$_57.JPG</PictureURL>`,
  ).join('');
  const shipping = Array.from(
    { length: 1 + Math.floor(next() * 3) },
    (_, i) =>
      `<ShippingServiceOptions><ShippingService>${pick(['USPSPriority', 'UPSGround', 'USPSFirstClass'])}</ShippingService><ShippingServiceCost currencyID="USD">${(next() * 20).toFixed(2)}</ShippingServiceCost><ShippingServiceAdditionalCost currencyID="USD">0.00</ShippingServiceAdditionalCost><ShippingServicePriority>${i + 1}</ShippingServicePriority><ExpeditedService>false</ExpeditedService><ShippingTimeMin>2</ShippingTimeMin><ShippingTimeMax>5</ShippingTimeMax></ShippingServiceOptions>`,
  ).join('');
  const specifics = Array.from(
    { length: 2 + Math.floor(next() * 5) },
    (_, i) =>
      `<NameValueList><Name>Aspect ${i}</Name><Value>${pick(['Black', 'Silver', 'Blue', '38 mm', 'Leather', 'Steel'])}</Value></NameValueList>`,
  ).join('');
  return `<Item><AutoPay>false</AutoPay><BuyItNowPrice currencyID="USD">0.0</BuyItNowPrice><Country>US</Country><Currency>USD</Currency><ItemID>${id}</ItemID><ListingDetails><StartTime>2025-05-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z</StartTime><EndTime>2025-06-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z</EndTime><ViewItemURL>https://www.ebay.com/itm/${id}</ViewItemURL><HasUnansweredQuestions>false</HasUnansweredQuestions><HasPublicMessages>false</HasPublicMessages></ListingDetails><ListingDuration>GTC</ListingDuration><ListingType>FixedPriceItem</ListingType><Location>Portland, Oregon</Location><PaymentMethods>CreditCard</PaymentMethods><PrimaryCategory><CategoryID>${31387 + k}</CategoryID><CategoryName>Jewelry &amp; Watches:Watches, Parts &amp; Accessories:Watches:Wristwatches</CategoryName></PrimaryCategory><PrivateListing>false</PrivateListing><Quantity>${1 + Math.floor(next() * 20)}</Quantity><SellingStatus><BidCount>0</BidCount><CurrentPrice currencyID="USD">${price}</CurrentPrice><QuantitySold>${Math.floor(next() * 5)}</QuantitySold><ListingStatus>Active</ListingStatus></SellingStatus><ShippingDetails><ShippingType>Flat</ShippingType>${shipping}</ShippingDetails><ShipToLocations>US</ShipToLocations><Site>US</Site><SKU>SKU-${n.toString(36).toUpperCase()}</SKU><Title>${TITLES[k]} #${n}</Title><PictureDetails><GalleryURL>https://i.ebayimg.com/00/s/MTYwMFgxMjAw/z/${id}/$_1.JPG</GalleryURL>${pictures}</PictureDetails><ItemSpecifics><NameValueList><Name>Brand</Name><Value>${BRANDS[k]}</Value></NameValueList>${specifics}</ItemSpecifics><ConditionID>${conditionId}</ConditionID><ConditionDisplayName>${condition}</ConditionDisplayName><HitCount>${Math.floor(next() * 500)}</HitCount><WatchCount>${Math.floor(next() * 40)}</WatchCount></Item>`;
}

/** A GetSellerList response of at least `bytes` bytes (UTF-8), the same for the same size. */
export function sellerListXml(bytes = 5 * 1024 * 1024): { xml: string; items: number } {
  const next = random(20250601);
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    const part = item(parts.length + 1, next);
    parts.push(part);
    size += part.length;
  }
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n<GetSellerListResponse xmlns="urn:ebay:apis:eBLBaseComponents">' +
    '<Timestamp>2025-06-02T12:00:00.000Z</Timestamp><Ack>Success</Ack><Version>1349</Version><Build>E1349_CORE_API_19146596_R1</Build>' +
    `<PaginationResult><TotalNumberOfPages>1</TotalNumberOfPages><TotalNumberOfEntries>${parts.length}</TotalNumberOfEntries></PaginationResult>` +
    `<HasMoreItems>false</HasMoreItems><ItemArray>${parts.join('')}</ItemArray><ItemsPerPage>${parts.length}</ItemsPerPage><PageNumber>1</PageNumber>` +
    `<ReturnedItemCountActual>${parts.length}</ReturnedItemCountActual></GetSellerListResponse>`;
  return { xml, items: parts.length };
}
