/** English texts the account area added in issue 13 (the casino point rate of spec 000 §9). */
export const accountEn = {
  'account.pointRate': '1 Point = ₹{PRICE}',
  'account.pointSample': '{POINTS} Points = ₹{RUPEES}',
  'account.profile.pointRate': 'Casino Point Rate',
};
