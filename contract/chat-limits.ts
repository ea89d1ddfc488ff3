/*
 * Chat limits as plain constants, without zod: the readers' first load needs them (the chat button's
 * messages are paged by CHAT_PAGE_SIZE), and importing them from `chat.ts` would bring zod with them
 * (docs/reference/performance.md#bundle). `chat.ts` re-exports them.
 */

/** Longest chat message, in characters (docs/reference/limits.md#chat). */
export const CHAT_MESSAGE_MAX = 500;
/** Messages per page of GET …/messages (newest first pages; `before` pages back). */
export const CHAT_PAGE_SIZE = 50;
