/** What an operation needs to exist before it succeeds on the emulator, and eBay's answer when it does not. */
export interface ResourceNeed {
  /** The record field naming what must exist (`campaignId`, `returnId`). */
  field: string;
  /** The answer for an id nobody created: status and eBay's errorId. */
  status: number;
  errorId: number;
  /** The operation that creates one (`createCampaign`), if any. */
  createdBy?: string;
  /** The operation that lists them (`getCampaigns`), if any. */
  listedBy?: string;
  /** Whether the caller names new members itself (`createOrReplaceSalesTax` at a path it picks). */
  namedByCaller: boolean;
}
