import { calls } from '@esk/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route';
import type { Services } from '../services';

export function websiteRoutes(app: FastifyInstance, services: Services): void {
  registerCall(app, services, calls.website.domainSettingByDomainName, ({ body }) => {
    const { domain } = services.exchange;
    return {
      message: 'Success',
      data: {
        _id: 'domain-1',
        domainUrl: body.domainUrl,
        clientNotification: domain.clientNotification,
        userNotification: domain.userNotification,
        globalOffset: domain.globalOffset,
      },
    };
  });
}
