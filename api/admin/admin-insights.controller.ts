import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GenerateInsightsUseCase, type InsightAnswer } from '../../application/admin/generate-insights.use-case.js';
import { InsightAnswerDto } from './admin-books.responses.js';
import { AdminGuard } from './admin.guard.js';
import { InsightRequestDto } from './dto/admin.dto.js';

/** The insight test (/import-test): insights on a catalog book for a reader of a given age. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminInsightsController {
  constructor(private readonly generateInsights: GenerateInsightsUseCase) {}

  @Post('insights')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Personalized summary, content explanation, recommendation reasoning (or all three) for a reader of 5 to 18',
    description: "The reader reads at 'Grade 5'; readerAge defaults to 10. The texts are written from the catalog's facts judged by the matching rules.",
  })
  @ApiOkResponse({
    type: InsightAnswerDto,
    example: {
      insights: {
        'personalized-summary':
          'Four children step through a wardrobe into Narnia… For a 10-year-old reading at Grade 5 level, it is a decent match (60/100): …',
        'content-explanation':
          'Violence: A battle between the armies of Aslan and the White Witch. (level 3 of 5, above the comfort level for a 10-year-old: Low; moderate risk at this age)',
        'recommendation-reasoning': 'Suitable for a 10-year-old reading at Grade 5 level, best with a conversation about: …',
      },
      reader: { age: 10, reading_level: 'Grade 5' },
      match: { matchLevel: 'decent', matchScore: 60 },
      source: 'local',
    },
  })
  @ApiBadRequestResponse({ description: "'Select a book'; 'Reader age must be between 5 and 18'" })
  @ApiNotFoundResponse({ description: 'No book with ISBN {isbn}' })
  @ApiBadGatewayResponse({ description: "'Failed to generate' (one type) or 'Failed to generate all insights' (all)" })
  async insights(@Body() body: InsightRequestDto): Promise<InsightAnswer> {
    const outcome = await this.generateInsights.execute({ isbn: body.isbn, readerAge: body.readerAge, insightType: body.insightType });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }
}
