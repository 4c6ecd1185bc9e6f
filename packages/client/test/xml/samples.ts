/** Response bodies shaped like real eBay XML responses (docs/ebay-facts.md#envelope-and-ack–docs/ebay-facts.md#finding), shared by the XML tests. */

/** The GetSellerList Failure capture of docs/ebay-facts.md#envelope-and-ack, line breaks as printed there. */
export const GET_SELLER_LIST_FAILURE = `<?xml version="1.0" encoding="UTF-8"?>
<GetSellerListResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Timestamp>2018-07-09T17:27:18.452Z</Timestamp><Ack>Failure</Ack>
<Errors><ShortMessage>Input data is invalid.</ShortMessage><LongMessage>Input data for tag &lt;StartTimeFrom&gt; is invalid or missing. Please check API documentation.</LongMessage>
<ErrorCode>37</ErrorCode><SeverityCode>Error</SeverityCode><ErrorParameters ParamID="0"><Value>StartTimeFrom</Value></ErrorParameters>
<ErrorClassification>RequestError</ErrorClassification></Errors><Version>1023</Version><Build>E1023_CORE_APISELLING_18580287_R1</Build></GetSellerListResponse>`;

/** A Trading response with `Ack=Warning` and one warning entry (shape of docs/ebay-facts.md#envelope-and-ack; the warning text is illustrative). */
export const GET_ITEM_WARNING = `<?xml version="1.0" encoding="UTF-8"?>
<GetItemResponse xmlns="urn:ebay:apis:eBLBaseComponents">
  <Timestamp>2024-03-01T10:00:00.000Z</Timestamp>
  <Ack>Warning</Ack>
  <Errors>
    <ShortMessage>Item level data is deprecated.</ShortMessage>
    <LongMessage>The field is deprecated and will be ignored.</LongMessage>
    <ErrorCode>21926200</ErrorCode>
    <SeverityCode>Warning</SeverityCode>
    <ErrorClassification>RequestError</ErrorClassification>
  </Errors>
  <Version>1349</Version>
  <Build>E1349_CORE_API_19146280_R1</Build>
  <Item><ItemID>0012</ItemID><Title>1e5</Title><AutoPay>true</AutoPay></Item>
</GetItemResponse>`;

/** Missing compatibility header: error 10012 with two ErrorParameters (docs/ebay-facts.md#xml-error-codes). */
export const COMPATIBILITY_LEVEL_FAILURE = `<?xml version="1.0" encoding="UTF-8"?>
<GeteBayOfficialTimeResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Timestamp>2017-01-01T00:00:00.000Z</Timestamp><Ack>Failure</Ack><Errors><ShortMessage>Invalid value for header "X-EBAY-API-COMPATIBILITY-LEVEL".</ShortMessage><LongMessage>Header "X-EBAY-API-COMPATIBILITY-LEVEL" with value "(null)" is out of range.</LongMessage><ErrorCode>10012</ErrorCode><SeverityCode>Error</SeverityCode><ErrorParameters ParamID="0"><Value>X-EBAY-API-COMPATIBILITY-LEVEL</Value></ErrorParameters><ErrorParameters ParamID="1"><Value>(null)</Value></ErrorParameters><ErrorClassification>RequestError</ErrorClassification></Errors><Version>1023</Version><Build>E1023_CORE_API_1</Build></GeteBayOfficialTimeResponse>`;

/** Shopping's decimal error codes (docs/ebay-facts.md#xml-error-codes). */
export const SHOPPING_INVALID_TOKEN = `<?xml version="1.0" encoding="UTF-8"?>
<GetSingleItemResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Timestamp>2021-07-01T00:00:00.000Z</Timestamp><Ack>Failure</Ack><Errors><ShortMessage>Invalid token. Please specify a valid token as HTTP header.</ShortMessage><LongMessage>Invalid token. Please specify a valid token as HTTP header.</LongMessage><ErrorCode>1.32</ErrorCode><SeverityCode>Error</SeverityCode><ErrorClassification>RequestError</ErrorClassification></Errors><Build>E1193_CORE_APILW2_19110890_R1</Build><Version>1193</Version></GetSingleItemResponse>`;

/** The Finding error envelope of docs/ebay-facts.md#finding. */
export const FINDING_FAILURE = `<?xml version='1.0' encoding='UTF-8'?>
<findItemsByKeywordsResponse xmlns="http://www.ebay.com/marketplace/search/v1/services"><ack>Failure</ack><errorMessage><error><errorId>2</errorId><domain>Marketplace</domain><severity>Error</severity><category>Request</category><message>Keywords value required.</message><subdomain>Search</subdomain></error></errorMessage><version>1.13.0</version><timestamp>2019-06-19T09:43:20.442Z</timestamp></findItemsByKeywordsResponse>`;

/** KB 877: a wrong call-name header names the response root after the header (docs/ebay-facts.md#trading-headers). */
export const UNSUPPORTED_CALL = `<?xml version="1.0" encoding="UTF-8"?>
<GeteBayOfficialTimesResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Timestamp>2010-01-01T00:00:00.000Z</Timestamp><Ack>Failure</Ack><Errors><ShortMessage>Unsupported API call.</ShortMessage><LongMessage>The API call "GeteBayOfficialTimes" is invalid or not supported in this release.</LongMessage><ErrorCode>2</ErrorCode><SeverityCode>Error</SeverityCode><ErrorClassification>RequestError</ErrorClassification></Errors><Version>1023</Version><Build>E1023_CORE_API_1</Build></GeteBayOfficialTimesResponse>`;
