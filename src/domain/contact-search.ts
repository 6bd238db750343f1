/**
 * A link such as /?contact=chitchat (campaigns, e-mails) opens the contact dialog with that product
 * (a registry or legacy id). Such a page starts its script at once (defer-scripts.server.ts).
 */
export const CONTACT_SEARCH_PARAM = 'contact'
