// The sellers' monetary transactions as the Finances API shows them, written by the consequences in
// world/finances.ts.

/** One monetary transaction of a seller (Finances `Transaction`). */
export interface FinanceTransaction {
  /** A sale's id is its order id, as `getTransactions`' `transactionId` filter describes; a refund's is its refund id. */
  transactionId: string;
  transactionType: 'SALE' | 'REFUND';
  bookingEntry: 'CREDIT' | 'DEBIT';
  orderId: string;
  seller: string;
  buyer: string;
  amount: number;
  currency: string;
  /** When it happened (ISO 8601, emulator clock). */
  transactionDate: string;
  salesRecordReference?: string;
  /** The line items it is about with their amount (the fee basis of a sale, the share of a refund). */
  lineItems: { lineItemId: string; amount: number }[];
}

/** The Finances store of one emulator: every seller's transactions, oldest first. */
export interface FinancesState {
  transactions: FinanceTransaction[];
}

/** The Finances store of a new (or reset) emulator: no transactions yet. */
export function createFinancesState(): FinancesState {
  return { transactions: [] };
}
