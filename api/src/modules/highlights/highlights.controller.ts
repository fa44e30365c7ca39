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
  // Kept until the company or one of its reviews changes (the highlights triggers notify too). Only
  // the answer to the path as written with the lower-case id is kept: a query string, an id in
  // upper case or percent-encoded ("%30" for "0") change nothing in the answer, and one entry per
  // variant would let a loop over ?n=1, 2, 3 … or over the id's spellings push the hot company
  // pages out of memory.
  @HotRead((request, body: CompanyHighlightsResponse) => (request.url === `/api/companies/${body.companyId}/highlights` ? { tags: [companyTag(body.companyId)] } : null))
  forCompany(@Param('id', new ParseIdPipe('Company')) id: string): Promise<CompanyHighlightsResponse> {
    return this.highlights.forCompany(id);
  }
}
