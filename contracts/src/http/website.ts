/**
 * website/* calls: the domain's settings (notice banner texts).
 */
import { z } from 'zod';
import { designedField } from '../api-profile';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { idString, num } from '../wire';

/** Domain settings; stored whole under domainSettingByDomainName and read by the casino pages too. */
export const domainSettingSchema = z.object({
  _id: idString().optional(),
  domainUrl: z.string().optional(),
  clientNotification: z.string().optional(),
  userNotification: z.string().optional(),
  /**
   * The global offset (002 §2): the matka single digit shows 9.5 minus it. designed: the spec
   * names the offset, not where it comes from; matka pages read the stored domain settings.
   */
  globalOffset: designedField(num().optional()),
});
export type DomainSetting = z.output<typeof domainSettingSchema>;

export const domainSettingByDomainName = defineCall({
  method: 'POST',
  path: '/v1/website/domainSettingByDomainName',
  kind: 'api',
  area: 'website',
  summary:
    'Domain settings (scrolling notice texts); requested after login and every 5 minutes. data may be null.',
  source: '000 §3, §7, §9',
  auth: false,
  request: z.object({ domainUrl: z.string().min(1) }),
  response: envelope(domainSettingSchema.nullable()),
});
