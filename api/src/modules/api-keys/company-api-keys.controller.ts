import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
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
import { type BusinessPrincipal, BusinessSurface, CurrentBusiness } from '../business/index.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyResponse, CreateApiKeyDto, CreatedApiKeyResponse } from './dto/api-keys.dto.js';

/** The API keys of a company the account owns, on the business dashboard (business session only). */
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not the verified owner of the company' })
@ApiNotFoundResponse({ type: ErrorResponse })
@BusinessSurface()
@Controller('business/companies/:id/api-keys')
export class CompanyApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ operationId: 'CompanyApiKeysController_list', summary: "The owned company's active API keys, newest first, with their last use (never the key itself)" })
  @ApiOkResponse({ type: [ApiKeyResponse] })
  list(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Company')) id: string): Promise<ApiKeyResponse[]> {
    return this.keys.list(p.account.id, id);
  }

  @Post()
  // The answer holds the key: no cache may keep it.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'CompanyApiKeysController_create', summary: 'Create an API key for the Business API v1: the key is answered this once' })
  @ApiCreatedResponse({ type: CreatedApiKeyResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The company has the most active keys it may have' })
  create(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: CreateApiKeyDto): Promise<CreatedApiKeyResponse> {
    return this.keys.create(p.account, id, dto);
  }

  @Delete(':keyId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'CompanyApiKeysController_revoke', summary: 'Revoke an API key: calls made with it are refused from now on' })
  @ApiNoContentResponse()
  revoke(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Param('keyId', new ParseIdPipe('API key')) keyId: string,
  ): Promise<void> {
    return this.keys.revoke(p.account.id, id, keyId);
  }
}
