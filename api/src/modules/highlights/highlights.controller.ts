import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { companyTag, HotRead } from '../hot-reads/index.js';
import { CompanyHighlightsResponse } from './dto/highlights.dto.js';
import { HighlightsService } from './highlights.service.js';

/** A company's review highlights, beside its page. */
@ApiTags('companies')
@Controller('companies/:id/highlights')
export class HighlightsController {
  constructor(private readonly highlights: HighlightsService) {}

  @Get()
  @ApiOperation({
    operationId: 'HighlightsController_forCompany',
    summary:
      "What reviewers say: the aspects the company's visible reviews mention most, with their shares of positive and negative mentions and a quoted sentence each; none below the minimum number of reviews",
  })
  @ApiOkResponse({ type: CompanyHighlightsResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  // Kept until the company or one of its reviews changes (the highlights triggers notify too). A
  // query string changes nothing in the answer, so it is not kept: one per variant would let a
  // loop over ?n=1, 2, 3 … push the hot company pages out of memory (as the company route does).
  // Other spellings of the id are never kept (isCanonicalUrl).
  @HotRead((request, body: CompanyHighlightsResponse) => (request.url.includes('?') ? null : { tags: [companyTag(body.companyId)] }))
  forCompany(@Param('id', new ParseIdPipe('Company')) id: string): Promise<CompanyHighlightsResponse> {
    return this.highlights.forCompany(id);
  }
}
