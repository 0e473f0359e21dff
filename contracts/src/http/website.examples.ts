/**
 * Examples of the website/* calls (website.ts): realistic request and response bodies for the tests,
 * the mock's fuzz test and the generated docs, checked against each contract at compile time. Kept out
 * of the contract objects so an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineExamples } from '../define';
import { domainSettingByDomainName } from './website';

export const websiteExamples = [
  defineExamples(domainSettingByDomainName, [
    {
      name: 'with a notice',
      request: { domainUrl: 'http://127.0.0.1:5173' },
      response: {
        error: false,
        code: 0,
        message: 'Success',
        data: {
          _id: 'dom-1',
          domainUrl: 'http://127.0.0.1:5173',
          clientNotification: 'Welcome! India v Australia bookmaker is live now.',
          userNotification: 'Ledger settles every Monday.',
        },
      },
    },
  ]),
];
