/** Hindi texts of the account area's issue-13 keys; the type makes a missing key a compile error. */
import type { accountEn } from './en';

export const accountHi: Record<keyof typeof accountEn, string> = {
  'account.pointRate': '1 पॉइंट = ₹{PRICE}',
  'account.pointSample': '{POINTS} पॉइंट = ₹{RUPEES}',
  'account.profile.pointRate': 'कैसीनो पॉइंट रेट',
};
