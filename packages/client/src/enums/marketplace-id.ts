// eBay's marketplace ids live in @baykit/spec/facts (bundled into baykit's build), where codegen reads them too; the
// generated types import `MarketplaceId` from here.
export { MarketplaceId, MARKETPLACE_IDS, isMarketplaceId } from '@baykit/spec/facts';
