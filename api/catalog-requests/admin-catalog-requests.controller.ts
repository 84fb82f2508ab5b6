import { Body, Controller, Get, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CATALOG_REQUEST_STORE, type CatalogRequestStore } from '../../application/catalog-requests/catalog-request-store.port.js';
import { DecideCatalogRequestUseCase } from '../../application/catalog-requests/decide-catalog-request.use-case.js';
import { SettleAddedRequestsUseCase } from '../../application/catalog-requests/settle-added-requests.use-case.js';
import { CATALOG_REQUEST_MESSAGES } from '../../domain/index.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { unwrap } from '../http/unwrap.js';
import { CatalogRequestDecisionDto } from './catalog-requests.dto.js';
import { CATALOG_REQUEST_GROUP_EXAMPLE } from './catalog-requests.examples.js';
import { CatalogRequestGroupDto } from './catalog-requests.responses.js';

/** The admin's list of books parents asked for (admin gate and unlock, like every /api/admin route). */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/catalog-requests')
export class AdminCatalogRequestsController {
  constructor(
    private readonly decideRequest: DecideCatalogRequestUseCase,
    private readonly settle: SettleAddedRequestsUseCase,
    @Inject(CATALOG_REQUEST_STORE) private readonly store: CatalogRequestStore,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Requested books, most requested first',
    description:
      "Requests for one normalised title (case, accents, punctuation and spacing ignored) in one status are one row; `requesters` counts the accounts. Open requests whose title the catalog now holds are marked 'added' first.",
  })
  @ApiOkResponse({ type: CatalogRequestGroupDto, isArray: true, example: [CATALOG_REQUEST_GROUP_EXAMPLE] })
  async list() {
    await this.settle.execute();
    return this.store.listGroups();
  }

  @Patch(':id')
  @ApiOperation({ summary: "Mark a requested book 'added' or 'declined' (every request of its row)" })
  @ApiOkResponse({ type: CatalogRequestGroupDto, example: { ...CATALOG_REQUEST_GROUP_EXAMPLE, status: 'added' } })
  @ApiBadRequestResponse({ description: `validation_failed: '${CATALOG_REQUEST_MESSAGES.badStatus}'` })
  @ApiNotFoundResponse({ description: `not_found: '${CATALOG_REQUEST_MESSAGES.notFound}'` })
  async decide(@Param('id') id: string, @Body() body: CatalogRequestDecisionDto) {
    return unwrap(await this.decideRequest.execute({ id, status: body.status }));
  }
}
