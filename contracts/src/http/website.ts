/**
 * website/* calls: the domain's settings (notice banner texts).
 */
import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { idString } from '../wire';

/** Domain settings; stored whole under domainSettingByDomainName and read by the casino pages too. */
export const domainSettingSchema = z.object({
  _id: idString().optional(),
  domainUrl: z.string().optional(),
  clientNotification: z.string().optional(),
  userNotification: z.string().optional(),
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
