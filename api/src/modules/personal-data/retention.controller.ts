import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RetentionResponse, toRetentionResponse } from './dto/retention.dto.js';

/** The retention periods as this instance is configured, so the privacy page publishes what the jobs do. */
@ApiTags('privacy')
@Controller('privacy')
export class RetentionController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('retention')
  @ApiOperation({ summary: 'How long personal data is kept (the privacy page reads it)' })
  @ApiOkResponse({ type: RetentionResponse })
  retention(): RetentionResponse {
    return toRetentionResponse(this.config);
  }
}
