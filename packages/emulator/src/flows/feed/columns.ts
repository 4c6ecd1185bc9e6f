/** Columns of the item feed files (Buy Feed `item` TSV), in eBay's order of the leading columns. */
export const ITEM_COLUMNS = [
  'itemId',
  'title',
  'imageUrl',
  'category',
  'categoryId',
  'buyingOptions',
  'sellerUsername',
  'conditionId',
  'condition',
  'priceValue',
  'priceCurrency',
  'itemCreationDate',
  'itemLocationCountry',
  'availability',
];
