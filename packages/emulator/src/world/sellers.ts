// What the emulator's world says about its users as sellers, where more than one API reports it.

/**
 * The marketplace every user of the emulator registered on: eBay US (Trading `GetUser` answers `Site` US, and the
 * seeded orders and listings are EBAY_US ones). The Account API's payments program and the Analytics API's
 * standards profiles are reported for it.
 */
export const REGISTRATION_MARKETPLACE = 'EBAY_US';
