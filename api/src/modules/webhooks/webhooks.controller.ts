import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { type BusinessPrincipal, BusinessSurface, CurrentBusiness } from '../business/index.js';
import { CreatedWebhookResponse, CreateWebhookDto, RollWebhookSecretDto, WebhookDeliveryResponse, WebhookEndpointResponse } from './dto/webhook.dto.js';
import { WebhooksService } from './webhooks.service.js';

/** The webhook endpoints of a company the account owns, and their deliveries. */
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not the verified owner of the company' })
@BusinessSurface('business webhooks')
@Controller('business/companies/:id/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ operationId: 'WebhooksController_list', summary: "The company's webhook endpoints with the last status of each (never their secrets)" })
  @ApiOkResponse({ type: [WebhookEndpointResponse] })
  @ApiNotFoundResponse({ type: ErrorResponse })
  list(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Company')) id: string): Promise<WebhookEndpointResponse[]> {
    return this.webhooks.list(p.account.id, id);
  }

  @Post()
  // The answer holds the secret: no cache may keep it.
  @Header('Cache-Control', 'no-store')
  // Each registration asks DNS about a host of the business's choosing.
  @RateLimit({ perAccount: 'webhookRegisterPerAccount' })
  @ApiOperation({
    operationId: 'WebhooksController_register',
    summary: 'Registers an https endpoint for review events; the answer carries its signing secret, shown this once',
  })
  @ApiCreatedResponse({ type: CreatedWebhookResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not an https URL, a user name or password in it, a host not found or with a private address, unknown events' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The URL is registered already, or the company has 5 endpoints' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  register(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: CreateWebhookDto): Promise<CreatedWebhookResponse> {
    return this.webhooks.register(p.account, id, dto);
  }

  @Delete(':webhookId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'WebhooksController_remove', summary: 'Deletes the endpoint; its deliveries not yet sent are dropped' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  remove(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Param('webhookId', new ParseIdPipe('Webhook endpoint')) webhookId: string,
  ): Promise<void> {
    return this.webhooks.remove(p.account.id, id, webhookId);
  }

  @Get(':webhookId/deliveries')
  @ApiOperation({ operationId: 'WebhooksController_deliveries', summary: "The endpoint's 50 latest deliveries, newest first, with their state" })
  @ApiOkResponse({ type: [WebhookDeliveryResponse] })
  @ApiNotFoundResponse({ type: ErrorResponse })
  deliveries(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Param('webhookId', new ParseIdPipe('Webhook endpoint')) webhookId: string,
  ): Promise<WebhookDeliveryResponse[]> {
    return this.webhooks.deliveriesOf(p.account.id, id, webhookId);
  }

  @Post(':webhookId/test')
  @HttpCode(202)
  @RateLimit({ perAccount: 'webhookTestPerAccount' })
  @ApiOperation({ operationId: 'WebhooksController_sendTest', summary: 'Queues a signed `ping` event to the endpoint, delivered like any other' })
  @ApiAcceptedResponse({ type: WebhookDeliveryResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'A test event to it is still waiting to be delivered, or it is turned off' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  sendTest(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Param('webhookId', new ParseIdPipe('Webhook endpoint')) webhookId: string,
  ): Promise<WebhookDeliveryResponse> {
    return this.webhooks.sendTest(p.account.id, id, webhookId);
  }

  @Post(':webhookId/secret')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @RateLimit({ perAccount: 'webhookSecretRollPerAccount' })
  @ApiOperation({
    operationId: 'WebhooksController_rollSecret',
    summary: 'Gives the endpoint a new signing secret, answered this once; the replaced one also signs each delivery for previousSecretHours (24 unless told)',
  })
  @ApiOkResponse({ type: CreatedWebhookResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  rollSecret(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Param('webhookId', new ParseIdPipe('Webhook endpoint')) webhookId: string,
    @Body() dto: RollWebhookSecretDto,
  ): Promise<CreatedWebhookResponse> {
    return this.webhooks.rollSecret(p.account.id, id, webhookId, dto.previousSecretHours);
  }

  @Post(':webhookId/enable')
  @HttpCode(200)
  @ApiOperation({ operationId: 'WebhooksController_enable', summary: 'Turns on again an endpoint turned off after 5 deliveries in a row failed; the events held for it that are less than a day old are sent now, and new ones as they happen' })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  enable(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Param('webhookId', new ParseIdPipe('Webhook endpoint')) webhookId: string,
  ): Promise<WebhookEndpointResponse> {
    return this.webhooks.enable(p.account.id, id, webhookId);
  }
}
