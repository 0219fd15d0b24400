// How the page tells the service worker to forget the pages it keeps for
// offline use: when a shopper signs out or deletes their account. With
// JavaScript the page posts the message; without it, the page that follows
// the post answers with the header (the worker sees that navigation).
export const FORGET_OFFLINE_PAGES = { header: 'X-Offline-Pages', value: 'forget', message: 'forget-pages' } as const;

/** The flash messages that follow the end of a shopper's session (a new password ends every one). */
export const SESSION_ENDED_FLASHES: readonly string[] = ['loggedOut', 'accountDeleted', 'passwordReset'];
