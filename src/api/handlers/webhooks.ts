import type { Context as KoaContext } from 'koa';
import type { Context as OpenApiContext } from 'openapi-backend';
import type { AppDeps } from '../deps';
import type { OperationHandlers } from '../openapi';
import { deleteWebhookConfig, getWebhookConfig, listWebhookConfigViews, registerWebhookConfig, type NewWebhookConfigInput } from '../../domain/webhooks';

/**
 * Webhook configuration (interface "Webhook configuration"; decision "Webhooks"): register, read, and the
 * additive list and delete, scoped to the key's organization. The request body holds the
 * partner's secret: it is handed to the domain and never logged (the request log records no
 * bodies) nor returned.
 */
export function webhookHandlers(deps: AppDeps): OperationHandlers {
  const rules = { allowPrivateTargets: deps.config.webhookAllowPrivateTargets };
  return {
    async createWebhookConfig(c: OpenApiContext, ctx: KoaContext) {
      const data = await registerWebhookConfig(deps.db, ctx.state.auth.organizationId, c.request.requestBody as NewWebhookConfigInput, rules);
      ctx.status = 201;
      ctx.body = { success: true, message: 'Webhook endpoint registered', meta: {}, data };
    },
    async listWebhookConfigs(_c: OpenApiContext, ctx: KoaContext) {
      const data = await listWebhookConfigViews(deps.db, ctx.state.auth.organizationId);
      ctx.body = { success: true, message: 'Webhook endpoints', meta: {}, data };
    },
    async getWebhookConfig(c: OpenApiContext, ctx: KoaContext) {
      const data = await getWebhookConfig(deps.db, ctx.state.auth.organizationId, String(c.request.params.id));
      ctx.body = { success: true, message: 'Webhook endpoint', meta: {}, data };
    },
    async deleteWebhookConfig(c: OpenApiContext, ctx: KoaContext) {
      await deleteWebhookConfig(deps.db, ctx.state.auth.organizationId, String(c.request.params.id));
      ctx.status = 204;
    },
  };
}
