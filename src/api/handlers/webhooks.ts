import type { AppDeps } from '../deps';
import type { PartnerHandlers } from '../openapi';
import { deleteWebhookConfig, getWebhookConfig, listWebhookConfigViews, registerWebhookConfig } from '../../domain/webhooks';

/**
 * Webhook configuration (interface "Webhook configuration"; decision "Webhooks"): register, read, and the
 * additive list and delete, scoped to the key's organization. The request body holds the
 * partner's secret: it is handed to the domain and never logged (the request log records no
 * bodies) nor returned.
 */
export function webhookHandlers(deps: AppDeps): Pick<PartnerHandlers, 'createWebhookConfig' | 'listWebhookConfigs' | 'getWebhookConfig' | 'deleteWebhookConfig'> {
  const rules = { allowPrivateTargets: deps.config.webhookAllowPrivateTargets };
  return {
    async createWebhookConfig(c, ctx) {
      const data = await registerWebhookConfig(deps.db, ctx.state.auth.organizationId, c.request.requestBody, rules);
      return { status: 201, message: 'Webhook endpoint registered', data };
    },
    async listWebhookConfigs(_c, ctx) {
      return { message: 'Webhook endpoints', data: await listWebhookConfigViews(deps.db, ctx.state.auth.organizationId) };
    },
    async getWebhookConfig(c, ctx) {
      return { message: 'Webhook endpoint', data: await getWebhookConfig(deps.db, ctx.state.auth.organizationId, c.request.params.id) };
    },
    async deleteWebhookConfig(c, ctx) {
      await deleteWebhookConfig(deps.db, ctx.state.auth.organizationId, c.request.params.id);
      ctx.status = 204;
    },
  };
}
