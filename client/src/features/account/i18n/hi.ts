/** Hindi texts of the account area's issue-13 keys; the type makes a missing key a compile error. */
import type { accountEn } from './en';

export const accountHi: Record<keyof typeof accountEn, string> = {
  'account.pointRate': '1 पॉइंट = ₹{PRICE}',
  'account.pointSample': '{POINTS} पॉइंट = ₹{RUPEES}',
  'account.profile.pointRate': 'कैसीनो पॉइंट रेट',
  'account.profile.role': 'खाते का प्रकार',
  'role.subowner': 'सब ओनर',
  'role.owner': 'ओनर',
  'role.superadmin': 'सुपर एडमिन',
  'role.admin': 'एडमिन',
  'role.miniadmin': 'मिनी एडमिन',
  'role.master': 'मास्टर',
  'role.superagent': 'सुपर एजेंट',
  'role.agent': 'एजेंट',
  'role.client': 'क्लाइंट',
};
