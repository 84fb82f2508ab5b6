import type { CorrectionDecidedDto, CorrectionViewDto, DecideCorrectionDto } from '../../../api/generated.js';

/** A correction in the admin queue (GET /api/admin/corrections). */
export type AdminCorrection = CorrectionViewDto;
export type CorrectionStatusFilter = CorrectionViewDto['status'];

/** PATCH /api/admin/corrections/:id */
export type CorrectionDecision = { id: string } & DecideCorrectionDto;
export type CorrectionDecided = CorrectionDecidedDto;
