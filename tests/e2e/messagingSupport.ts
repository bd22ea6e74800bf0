import type { APIRequestContext } from '@playwright/test';
import { callAs } from './apiSupport';

/** Set-up of the message app through the API, for browser tests that then look at a screen. */
export const messagingSetup = (request: APIRequestContext, token: string) => {
  const post = <T>(path: string, body: unknown) => callAs<T>(request, token, 'POST', path, body);
  return {
    /** An SMTP channel to a loopback sink (the e2e server may reach `localhost`). */
    mailChannel: async (channelName: string, port: number) =>
      (
        await post<{ channelId: string }>('/message/channel/add', {
          channelName,
          kind: 'mail',
          vendor: 'smtp',
          settings: { host: 'localhost', port, tlsMode: 'none', sender: 'notice@example.test' },
          rateLimit: 100,
        })
      ).channelId,
    /** A mail template of `event` in the tenant's first category. */
    mailTemplate: async (templateName: string, event: string, subject: string, body: string) => {
      const categories = await post<{ rows: { categoryId: string }[] }>('/temp/letter/category/page/list', {
        pageNum: 1,
        limit: 1,
      });
      return (
        await post<{ templateId: string }>('/temp/letter/add', {
          templateCode: templateName.replace(/\W+/g, '_').toUpperCase(),
          templateName,
          categoryId: categories.rows[0]?.categoryId ?? '',
          channel: 'mail',
          event,
          subject,
          body,
        })
      ).templateId;
    },
  };
};
