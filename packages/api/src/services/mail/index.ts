/** The mail building blocks' face (compose.ts): the staff's and buyers' addresses, links and lines. */
export { branded, brandOf, deskLink, lines, mailBuyer, mailStaff } from './compose';
