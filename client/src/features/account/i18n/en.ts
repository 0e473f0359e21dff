/** English texts the account area added in issue 13 (the casino point rate of spec 000 §9). */
export const accountEn = {
  'account.pointRate': '1 Point = ₹{PRICE}',
  'account.pointSample': '{POINTS} Points = ₹{RUPEES}',
  'account.profile.pointRate': 'Casino Point Rate',
  'account.profile.role': 'Account Type',
  // The role labels of the language file (000 §1): labels only, shown on the profile.
  'role.subowner': 'Sub Owner',
  'role.owner': 'Owner',
  'role.superadmin': 'Super Admin',
  'role.admin': 'Admin',
  'role.miniadmin': 'Mini Admin',
  'role.master': 'Master',
  'role.superagent': 'Super Agent',
  'role.agent': 'Agent',
  'role.client': 'Client',
};
