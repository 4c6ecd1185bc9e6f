/** Trading responses with real element names and made-up values, one entry in each list, for the typed-response tests. */

/** GetOrders: one order with one line item (a variation), one of each repeatable element. */
export const GET_ORDERS = `<?xml version="1.0" encoding="UTF-8"?>
<GetOrdersResponse xmlns="urn:ebay:apis:eBLBaseComponents">
  <Timestamp>2024-05-02T08:15:30.120Z</Timestamp>
  <Ack>Success</Ack>
  <Version>1349</Version>
  <Build>E1349_CORE_APISELLING_19187371_R1</Build>
  <PaginationResult>
    <TotalNumberOfPages>1</TotalNumberOfPages>
    <TotalNumberOfEntries>1</TotalNumberOfEntries>
  </PaginationResult>
  <HasMoreOrders>false</HasMoreOrders>
  <OrderArray>
    <Order>
      <OrderID>07-11111-22222</OrderID>
      <OrderStatus>Completed</OrderStatus>
      <AdjustmentAmount currencyID="USD">0.0</AdjustmentAmount>
      <AmountPaid currencyID="USD">27.49</AmountPaid>
      <AmountSaved currencyID="USD">0.0</AmountSaved>
      <CheckoutStatus>
        <eBayPaymentStatus>NoPaymentFailure</eBayPaymentStatus>
        <LastModifiedTime>2024-05-01T19:02:11.000Z</LastModifiedTime>
        <PaymentMethod>CreditCard</PaymentMethod>
        <Status>Complete</Status>
        <IntegratedMerchantCreditCardEnabled>false</IntegratedMerchantCreditCardEnabled>
        <PaymentInstrument>CreditCard</PaymentInstrument>
      </CheckoutStatus>
      <ShippingDetails>
        <SalesTax>
          <SalesTaxPercent>0.0</SalesTaxPercent>
          <ShippingIncludedInTax>false</ShippingIncludedInTax>
        </SalesTax>
        <ShippingServiceOptions>
          <ShippingService>USPSGroundAdvantage</ShippingService>
          <ShippingServiceCost currencyID="USD">4.50</ShippingServiceCost>
          <ShippingServicePriority>1</ShippingServicePriority>
          <ExpeditedService>false</ExpeditedService>
          <ShippingTimeMin>2</ShippingTimeMin>
          <ShippingTimeMax>5</ShippingTimeMax>
        </ShippingServiceOptions>
        <SellingManagerSalesRecordNumber>0012</SellingManagerSalesRecordNumber>
        <ShipmentTrackingDetails>
          <ShippingCarrierUsed>USPS</ShippingCarrierUsed>
          <ShipmentTrackingNumber>9400100000000000000000</ShipmentTrackingNumber>
        </ShipmentTrackingDetails>
      </ShippingDetails>
      <CreatingUserRole>Buyer</CreatingUserRole>
      <CreatedTime>2024-05-01T18:59:40.000Z</CreatedTime>
      <PaymentMethods>CreditCard</PaymentMethods>
      <ShippingAddress>
        <Name>Pat Example</Name>
        <Street1>1 Sample Way</Street1>
        <Street2></Street2>
        <CityName>Springfield</CityName>
        <StateOrProvince>IL</StateOrProvince>
        <Country>US</Country>
        <CountryName>United States</CountryName>
        <Phone>Invalid Request</Phone>
        <PostalCode>62701</PostalCode>
        <AddressID>1000000000001</AddressID>
        <AddressOwner>eBay</AddressOwner>
      </ShippingAddress>
      <ShippingServiceSelected>
        <ShippingService>USPSGroundAdvantage</ShippingService>
        <ShippingServiceCost currencyID="USD">4.50</ShippingServiceCost>
        <ShippingPackageInfo>
          <EstimatedDeliveryTimeMin>2024-05-04T07:00:00.000Z</EstimatedDeliveryTimeMin>
          <EstimatedDeliveryTimeMax>2024-05-08T07:00:00.000Z</EstimatedDeliveryTimeMax>
        </ShippingPackageInfo>
      </ShippingServiceSelected>
      <Subtotal currencyID="USD">22.99</Subtotal>
      <Total currencyID="USD">27.49</Total>
      <TransactionArray>
        <Transaction>
          <Buyer>
            <Email>Invalid Request</Email>
            <UserFirstName>Pat</UserFirstName>
            <UserLastName>Example</UserLastName>
          </Buyer>
          <ShippingDetails>
            <SellingManagerSalesRecordNumber>0012</SellingManagerSalesRecordNumber>
          </ShippingDetails>
          <CreatedDate>2024-05-01T18:59:40.000Z</CreatedDate>
          <Item>
            <ItemID>110012345678</ItemID>
            <Site>US</Site>
            <Title>1e5 Ceramic Mug</Title>
            <SKU>MUG-0012</SKU>
            <ConditionID>1000</ConditionID>
            <ConditionDisplayName>New</ConditionDisplayName>
          </Item>
          <QuantityPurchased>1</QuantityPurchased>
          <Status>
            <PaymentHoldStatus>None</PaymentHoldStatus>
            <InquiryStatus>NotApplicable</InquiryStatus>
            <ReturnStatus>NotApplicable</ReturnStatus>
          </Status>
          <TransactionID>2000000000001</TransactionID>
          <TransactionPrice currencyID="USD">22.99</TransactionPrice>
          <ShippingServiceSelected>
            <ShippingPackageInfo>
              <EstimatedDeliveryTimeMin>2024-05-04T07:00:00.000Z</EstimatedDeliveryTimeMin>
              <EstimatedDeliveryTimeMax>2024-05-08T07:00:00.000Z</EstimatedDeliveryTimeMax>
            </ShippingPackageInfo>
          </ShippingServiceSelected>
          <TransactionSiteID>US</TransactionSiteID>
          <Platform>eBay</Platform>
          <Variation>
            <SKU>MUG-0012-BLUE</SKU>
            <VariationSpecifics>
              <NameValueList>
                <Name>Color</Name>
                <Value>Blue</Value>
              </NameValueList>
            </VariationSpecifics>
            <VariationTitle>1e5 Ceramic Mug[Blue]</VariationTitle>
          </Variation>
          <Taxes>
            <TotalTaxAmount currencyID="USD">0.00</TotalTaxAmount>
            <TaxDetails>
              <Imposition>SalesTax</Imposition>
              <TaxDescription>SalesTax</TaxDescription>
              <TaxAmount currencyID="USD">0.00</TaxAmount>
            </TaxDetails>
          </Taxes>
          <ActualShippingCost currencyID="USD">4.50</ActualShippingCost>
          <OrderLineItemID>110012345678-2000000000001</OrderLineItemID>
          <ExtendedOrderID>07-11111-22222</ExtendedOrderID>
          <eBayPlusTransaction>false</eBayPlusTransaction>
          <GuaranteedShipping>false</GuaranteedShipping>
          <GuaranteedDelivery>false</GuaranteedDelivery>
        </Transaction>
      </TransactionArray>
      <BuyerUserID>pat_example</BuyerUserID>
      <PaidTime>2024-05-01T19:00:02.000Z</PaidTime>
      <ShippedTime>2024-05-02T07:40:00.000Z</ShippedTime>
      <IntegratedMerchantCreditCardEnabled>false</IntegratedMerchantCreditCardEnabled>
      <EIASToken>nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wFk4ahCJWGpQqdj6x9nY+seQ==</EIASToken>
      <PaymentHoldStatus>None</PaymentHoldStatus>
      <IsMultiLegShipping>false</IsMultiLegShipping>
      <MonetaryDetails>
        <Payments>
          <Payment>
            <PaymentStatus>Succeeded</PaymentStatus>
            <Payer type="eBayUser">pat_example</Payer>
            <Payee type="eBayUser">mug_seller</Payee>
            <PaymentTime>2024-05-01T19:00:02.000Z</PaymentTime>
            <PaymentAmount currencyID="USD">27.49</PaymentAmount>
            <ReferenceID type="ExternalTransactionID">ABCDEF0123456789</ReferenceID>
            <FeeOrCreditAmount currencyID="USD">0.0</FeeOrCreditAmount>
          </Payment>
        </Payments>
      </MonetaryDetails>
      <SellerUserID>mug_seller</SellerUserID>
      <SellerEIASToken>nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wFk4ahCJWGpQqdj6x9nY+seQ==</SellerEIASToken>
      <CancelStatus>NotApplicable</CancelStatus>
      <ExtendedOrderID>07-11111-22222</ExtendedOrderID>
      <ContainseBayPlusTransaction>false</ContainseBayPlusTransaction>
    </Order>
  </OrderArray>
  <OrdersPerPage>100</OrdersPerPage>
  <PageNumber>1</PageNumber>
  <ReturnedOrderCountActual>1</ReturnedOrderCountActual>
</GetOrdersResponse>`;

/** GetOrders with no matching order: eBay sends the container empty. */
export const GET_ORDERS_EMPTY = `<?xml version="1.0" encoding="UTF-8"?>
<GetOrdersResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Timestamp>2024-05-02T08:16:00.000Z</Timestamp><Ack>Success</Ack><Version>1349</Version><Build>E1349_CORE_APISELLING_19187371_R1</Build><PaginationResult><TotalNumberOfPages>0</TotalNumberOfPages><TotalNumberOfEntries>0</TotalNumberOfEntries></PaginationResult><HasMoreOrders>false</HasMoreOrders><OrderArray/><OrdersPerPage>100</OrdersPerPage><PageNumber>1</PageNumber><ReturnedOrderCountActual>0</ReturnedOrderCountActual></GetOrdersResponse>`;

/** GetItem of a one-variation fixed-price listing, with a warning and one entry in each list. */
export const GET_ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<GetItemResponse xmlns="urn:ebay:apis:eBLBaseComponents">
  <Timestamp>2024-05-02T09:00:00.000Z</Timestamp>
  <Ack>Warning</Ack>
  <Errors>
    <ShortMessage>Field is deprecated.</ShortMessage>
    <LongMessage>The field Item.Example is deprecated.</LongMessage>
    <ErrorCode>21926200</ErrorCode>
    <SeverityCode>Warning</SeverityCode>
    <ErrorParameters ParamID="0"><Value>Item.Example</Value></ErrorParameters>
    <ErrorClassification>RequestError</ErrorClassification>
  </Errors>
  <Version>1349</Version>
  <Build>E1349_CORE_API_19146280_R1</Build>
  <Item>
    <AutoPay>true</AutoPay>
    <BuyItNowPrice currencyID="USD">0.0</BuyItNowPrice>
    <Country>US</Country>
    <Currency>USD</Currency>
    <Description><![CDATA[<p>A <b>blue</b> mug &amp; saucer.</p>]]></Description>
    <ItemID>110012345678</ItemID>
    <ListingDetails>
      <Adult>false</Adult>
      <StartTime>2024-04-01T12:00:00.000Z</StartTime>
      <EndTime>2024-05-01T12:00:00.000Z</EndTime>
      <ViewItemURL>https://www.ebay.com/itm/110012345678</ViewItemURL>
      <HasUnansweredQuestions>false</HasUnansweredQuestions>
    </ListingDetails>
    <ListingDuration>GTC</ListingDuration>
    <ListingType>FixedPriceItem</ListingType>
    <Location>Springfield, IL</Location>
    <PaymentMethods>CreditCard</PaymentMethods>
    <PrimaryCategory>
      <CategoryID>020654</CategoryID>
      <CategoryName>Home &amp; Garden:Kitchen:Mugs</CategoryName>
    </PrimaryCategory>
    <PrivateListing>false</PrivateListing>
    <Quantity>10</Quantity>
    <Seller>
      <FeedbackScore>1500</FeedbackScore>
      <PositiveFeedbackPercent>99.8</PositiveFeedbackPercent>
      <UserID>mug_seller</UserID>
      <SellerInfo>
        <StoreOwner>true</StoreOwner>
        <TopRatedSeller>true</TopRatedSeller>
      </SellerInfo>
    </Seller>
    <SellingStatus>
      <BidCount>0</BidCount>
      <CurrentPrice currencyID="USD">22.99</CurrentPrice>
      <QuantitySold>3</QuantitySold>
      <ListingStatus>Active</ListingStatus>
    </SellingStatus>
    <ShippingDetails>
      <ShippingServiceOptions>
        <ShippingService>USPSGroundAdvantage</ShippingService>
        <ShippingServiceCost currencyID="USD">4.50</ShippingServiceCost>
        <ShippingServicePriority>1</ShippingServicePriority>
        <FreeShipping>false</FreeShipping>
      </ShippingServiceOptions>
      <ShippingType>Flat</ShippingType>
      <ExcludeShipToLocation>PO Box</ExcludeShipToLocation>
    </ShippingDetails>
    <ShipToLocations>US</ShipToLocations>
    <Site>US</Site>
    <StartPrice currencyID="USD">22.99</StartPrice>
    <TimeLeft>P29DT3H10M5S</TimeLeft>
    <Title>1e5 Ceramic Mug</Title>
    <WatchCount>0007</WatchCount>
    <QuantityAvailable>7</QuantityAvailable>
    <SKU>MUG-0012</SKU>
    <PictureDetails>
      <GalleryType>Gallery</GalleryType>
      <PictureURL>https://i.ebayimg.com/images/g/AAA/s-l1600.jpg</PictureURL>
    </PictureDetails>
    <DispatchTimeMax>1</DispatchTimeMax>
    <ItemSpecifics>
      <NameValueList>
        <Name>Brand</Name>
        <Value>Unbranded</Value>
      </NameValueList>
    </ItemSpecifics>
    <ReturnPolicy>
      <RefundOption>MoneyBack</RefundOption>
      <ReturnsWithinOption>Days_30</ReturnsWithinOption>
      <ReturnsAcceptedOption>ReturnsAccepted</ReturnsAcceptedOption>
      <ShippingCostPaidByOption>Buyer</ShippingCostPaidByOption>
    </ReturnPolicy>
    <Variations>
      <Variation>
        <SKU>MUG-0012-BLUE</SKU>
        <StartPrice currencyID="USD">22.99</StartPrice>
        <Quantity>10</Quantity>
        <VariationSpecifics>
          <NameValueList>
            <Name>Color</Name>
            <Value>Blue</Value>
          </NameValueList>
        </VariationSpecifics>
        <SellingStatus>
          <QuantitySold>3</QuantitySold>
        </SellingStatus>
      </Variation>
      <Pictures>
        <VariationSpecificName>Color</VariationSpecificName>
        <VariationSpecificPictureSet>
          <VariationSpecificValue>Blue</VariationSpecificValue>
          <PictureURL>https://i.ebayimg.com/images/g/BBB/s-l1600.jpg</PictureURL>
        </VariationSpecificPictureSet>
      </Pictures>
      <VariationSpecificsSet>
        <NameValueList>
          <Name>Color</Name>
          <Value>Blue</Value>
        </NameValueList>
      </VariationSpecificsSet>
    </Variations>
    <ConditionID>1000</ConditionID>
    <ConditionDisplayName>New</ConditionDisplayName>
    <SellerProfiles>
      <SellerShippingProfile>
        <ShippingProfileID>200000000001</ShippingProfileID>
        <ShippingProfileName>Ground</ShippingProfileName>
      </SellerShippingProfile>
    </SellerProfiles>
    <TopRatedListing>true</TopRatedListing>
  </Item>
</GetItemResponse>`;

/** GetMyeBaySelling with one active listing, one sale, and an empty unsold list. */
export const GET_MY_EBAY_SELLING = `<?xml version="1.0" encoding="UTF-8"?>
<GetMyeBaySellingResponse xmlns="urn:ebay:apis:eBLBaseComponents">
  <Timestamp>2024-05-02T10:00:00.000Z</Timestamp>
  <Ack>Success</Ack>
  <Version>1349</Version>
  <Build>E1349_CORE_APISELLING_19187371_R1</Build>
  <ActiveList>
    <ItemArray>
      <Item>
        <BuyItNowPrice currencyID="USD">0.0</BuyItNowPrice>
        <ItemID>110012345678</ItemID>
        <ListingDetails>
          <StartTime>2024-04-01T12:00:00.000Z</StartTime>
          <ViewItemURL>https://www.ebay.com/itm/110012345678</ViewItemURL>
        </ListingDetails>
        <ListingDuration>GTC</ListingDuration>
        <ListingType>FixedPriceItem</ListingType>
        <Quantity>10</Quantity>
        <SellingStatus>
          <CurrentPrice currencyID="USD">22.99</CurrentPrice>
        </SellingStatus>
        <ShippingDetails>
          <ShippingServiceOptions>
            <ShippingServiceCost currencyID="USD">4.50</ShippingServiceCost>
          </ShippingServiceOptions>
          <ShippingType>Flat</ShippingType>
        </ShippingDetails>
        <TimeLeft>P29DT3H10M5S</TimeLeft>
        <Title>1e5 Ceramic Mug</Title>
        <WatchCount>2</WatchCount>
        <QuantityAvailable>7</QuantityAvailable>
        <SKU>MUG-0012</SKU>
        <PictureDetails>
          <GalleryURL>https://i.ebayimg.com/images/g/AAA/s-l140.jpg</GalleryURL>
        </PictureDetails>
        <ClassifiedAdPayPerLeadFee currencyID="USD">0.0</ClassifiedAdPayPerLeadFee>
      </Item>
    </ItemArray>
    <PaginationResult>
      <TotalNumberOfPages>1</TotalNumberOfPages>
      <TotalNumberOfEntries>1</TotalNumberOfEntries>
    </PaginationResult>
  </ActiveList>
  <SoldList>
    <OrderTransactionArray>
      <OrderTransaction>
        <Transaction>
          <Buyer>
            <UserID>pat_example</UserID>
          </Buyer>
          <ShippingDetails>
            <ShippingServiceOptions>
              <ShippingServiceCost currencyID="USD">4.50</ShippingServiceCost>
            </ShippingServiceOptions>
          </ShippingDetails>
          <Item>
            <ItemID>110012345678</ItemID>
            <Title>1e5 Ceramic Mug</Title>
            <SKU>MUG-0012</SKU>
          </Item>
          <QuantityPurchased>1</QuantityPurchased>
          <Status>
            <PaymentHoldStatus>None</PaymentHoldStatus>
          </Status>
          <TransactionID>2000000000001</TransactionID>
          <TotalPrice currencyID="USD">22.99</TotalPrice>
          <PaidTime>2024-05-01T19:00:02.000Z</PaidTime>
          <OrderLineItemID>110012345678-2000000000001</OrderLineItemID>
        </Transaction>
      </OrderTransaction>
    </OrderTransactionArray>
    <PaginationResult>
      <TotalNumberOfPages>1</TotalNumberOfPages>
      <TotalNumberOfEntries>1</TotalNumberOfEntries>
    </PaginationResult>
  </SoldList>
  <UnsoldList>
    <ItemArray/>
    <PaginationResult>
      <TotalNumberOfPages>0</TotalNumberOfPages>
      <TotalNumberOfEntries>0</TotalNumberOfEntries>
    </PaginationResult>
  </UnsoldList>
</GetMyeBaySellingResponse>`;

/** GetMyeBaySelling of a seller with nothing active: an empty ActiveList ItemArray, written both ways eBay writes it. */
export const GET_MY_EBAY_SELLING_NOTHING_ACTIVE = `<?xml version="1.0" encoding="UTF-8"?>
<GetMyeBaySellingResponse xmlns="urn:ebay:apis:eBLBaseComponents">
  <Timestamp>2024-05-02T10:00:00.000Z</Timestamp>
  <Ack>Success</Ack>
  <Version>1349</Version>
  <Build>E1349_CORE_APISELLING_19187371_R1</Build>
  <ActiveList>
    <ItemArray/>
    <PaginationResult>
      <TotalNumberOfPages>0</TotalNumberOfPages>
      <TotalNumberOfEntries>0</TotalNumberOfEntries>
    </PaginationResult>
  </ActiveList>
  <UnsoldList>
    <ItemArray></ItemArray>
    <PaginationResult>
      <TotalNumberOfPages>0</TotalNumberOfPages>
      <TotalNumberOfEntries>0</TotalNumberOfEntries>
    </PaginationResult>
  </UnsoldList>
  <SoldList>
    <OrderTransactionArray>
    </OrderTransactionArray>
  </SoldList>
</GetMyeBaySellingResponse>`;
