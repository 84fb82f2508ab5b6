import type { InferKyselyDB, MikroORM } from '@mikro-orm/postgresql';
import type { HouseholdRole, InvitableRole } from '../../domain/index.js';
import type {
  HouseholdAdult,
  HouseholdPlace,
  HouseholdStore,
  InvitationRecord,
  InvitationWithHousehold,
  NewInvitation,
  RevokeOutcome,
} from '../../application/household/household-store.port.js';
import { HouseholdEntity, HouseholdInvitationEntity, HouseholdMemberEntity, ProfileEntity, UserEntity } from '../persistence/entities/index.js';

/** The tables these queries read, typed by their entities. */
type HouseholdDb = InferKyselyDB<
  typeof UserEntity | typeof ProfileEntity | typeof HouseholdEntity | typeof HouseholdMemberEntity | typeof HouseholdInvitationEntity
>;
import { isUuid } from '../readers/is-uuid.js';

/** A timestamp column as ISO 8601 (the pool reads timestamptz as Date). */
const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null | undefined): string | null => (d ? iso(d) : null);

const INVITATION_COLUMNS = ['i.id', 'i.email', 'i.role', 'i.created_at', 'i.expires_at', 'i.accepted_at', 'i.revoked_at'] as const;

interface InvitationColumns {
  id: string;
  email: string;
  role: InvitableRole;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

const toInvitation = (r: InvitationColumns): InvitationRecord => ({
  id: r.id,
  email: r.email,
  role: r.role,
  // the driver hands timestamps over as text (the ORM's type parsing), whatever the Kysely type says
  created_at: iso(r.created_at),
  expires_at: iso(r.expires_at),
  accepted_at: isoOrNull(r.accepted_at),
  revoked_at: isoOrNull(r.revoked_at),
});

/** Thrown inside a transaction to roll it back when a conditional write found nothing to do. */
class NothingToAccept extends Error {}

/**
 * households, household_members and household_invitations through MikroORM's EntityManager and its
 * typed Kysely (one fork per call, so no identity map is shared between requests).
 */
export class MikroOrmHouseholdStore implements HouseholdStore {
  constructor(private readonly orm: MikroORM) {}

  private db() {
    return this.orm.em.fork().getKysely<HouseholdDb>();
  }

  async placeOf(userId: string): Promise<HouseholdPlace> {
    // a household whose owner deleted the account is over: its members are back in their own
    const row = await this.db()
      .selectFrom('household_members as m')
      .innerJoin('households as h', 'h.id', 'm.household_id')
      .innerJoin('users as o', 'o.id', 'h.owner_id')
      .select(['h.owner_id', 'm.role'])
      .where('m.user_id', '=', userId)
      .where('o.deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? { ownerId: row.owner_id, role: row.role } : { ownerId: userId, role: 'owner' };
  }

  async ensureHousehold(ownerId: string): Promise<string> {
    const db = this.db();
    await db
      .insertInto('households')
      .values({ owner_id: ownerId })
      .onConflict((oc) => oc.column('owner_id').doNothing())
      .execute();
    const row = await db.selectFrom('households').select('id').where('owner_id', '=', ownerId).executeTakeFirstOrThrow();
    return row.id;
  }

  async adults(ownerId: string): Promise<HouseholdAdult[]> {
    const db = this.db();
    const owner = await db
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      .select(['u.id', 'u.email', 'p.first_name', 'p.last_name', 'u.created_at'])
      .where('u.id', '=', ownerId)
      .executeTakeFirst();
    const members = await db
      .selectFrom('household_members as m')
      .innerJoin('households as h', 'h.id', 'm.household_id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      .select(['u.id', 'u.email', 'p.first_name', 'p.last_name', 'm.role', 'm.joined_at'])
      .where('h.owner_id', '=', ownerId)
      .where('u.deleted_at', 'is', null)
      .orderBy('m.joined_at')
      .orderBy('u.id')
      .execute();
    const adult = (
      r: { id: string; email: string; first_name: string | null; last_name: string | null },
      role: HouseholdRole,
      joined: Date,
    ): HouseholdAdult => ({
      user_id: r.id,
      email: r.email,
      first_name: r.first_name,
      last_name: r.last_name,
      role,
      joined_at: iso(joined),
    });
    return [...(owner ? [adult(owner, 'owner', owner.created_at)] : []), ...members.map((m) => adult(m, m.role, m.joined_at))];
  }

  async pendingInvitations(ownerId: string, now: Date): Promise<InvitationRecord[]> {
    const rows = await this.db()
      .selectFrom('household_invitations as i')
      .innerJoin('households as h', 'h.id', 'i.household_id')
      .select(INVITATION_COLUMNS)
      .where('h.owner_id', '=', ownerId)
      .where('i.accepted_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', '>', now)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id')
      .execute();
    return rows.map(toInvitation);
  }

  async emailOf(userId: string): Promise<string | null> {
    const user = await this.orm.em.fork().findOne(UserEntity, { id: userId, deleted_at: null }, { fields: ['email'] });
    return user?.email ?? null;
  }

  async addInvitation(householdId: string, invitation: NewInvitation): Promise<InvitationRecord> {
    return this.orm.em.fork().transactional(async (tx) => {
      const db = tx.getKysely<HouseholdDb>();
      // the new invitation replaces a pending one to the same address (its link stops working)
      await db
        .updateTable('household_invitations')
        .set({ revoked_at: invitation.createdAt })
        .where('household_id', '=', householdId)
        .where('email', '=', invitation.email)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
      const row = await db
        .insertInto('household_invitations')
        .values({
          household_id: householdId,
          email: invitation.email,
          role: invitation.role,
          token_hash: invitation.tokenHash,
          invited_by: invitation.invitedBy,
          created_at: invitation.createdAt,
          expires_at: invitation.expiresAt,
        })
        .returning(['id', 'email', 'role', 'created_at', 'expires_at', 'accepted_at', 'revoked_at'])
        .executeTakeFirstOrThrow();
      return toInvitation(row);
    });
  }

  async invitationByTokenHash(tokenHash: string): Promise<InvitationWithHousehold | null> {
    const row = await this.db()
      .selectFrom('household_invitations as i')
      .innerJoin('households as h', 'h.id', 'i.household_id')
      .select([...INVITATION_COLUMNS, 'i.household_id', 'h.owner_id'])
      .where('i.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? { ...toInvitation(row), household_id: row.household_id, owner_id: row.owner_id } : null;
  }

  async accept(invitationId: string, userId: string, now: Date): Promise<boolean> {
    try {
      return await this.orm.em.fork().transactional(async (tx) => {
        const db = tx.getKysely<HouseholdDb>();
        // single use: only a pending invitation is taken, and only once (the row lock settles a race)
        const taken = await db
          .updateTable('household_invitations')
          .set({ accepted_at: now, accepted_by: userId })
          .where('id', '=', invitationId)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['household_id', 'role'])
          .executeTakeFirst();
        if (!taken) throw new NothingToAccept();
        const joined = await db
          .insertInto('household_members')
          .values({ user_id: userId, household_id: taken.household_id, role: taken.role, joined_at: now })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!joined) throw new NothingToAccept(); // in another household meanwhile: the invitation stays unused
        return true;
      });
    } catch (error) {
      if (error instanceof NothingToAccept) return false;
      throw error;
    }
  }

  async revokeInvitation(ownerId: string, invitationId: string, now: Date): Promise<RevokeOutcome> {
    if (!isUuid(invitationId)) return 'not_found';
    const db = this.db();
    const found = await db
      .selectFrom('household_invitations as i')
      .innerJoin('households as h', 'h.id', 'i.household_id')
      .select(['i.id', 'i.accepted_at', 'i.revoked_at'])
      .where('h.owner_id', '=', ownerId)
      .where('i.id', '=', invitationId)
      .executeTakeFirst();
    if (!found) return 'not_found';
    if (found.revoked_at) return 'already_revoked';
    if (found.accepted_at) return 'accepted';
    const revoked = await db
      .updateTable('household_invitations')
      .set({ revoked_at: now })
      .where('id', '=', invitationId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    // accepted or revoked in the moment between: say which
    return Number(revoked.numUpdatedRows) > 0 ? 'revoked' : this.revokeInvitation(ownerId, invitationId, now);
  }

  async removeMember(ownerId: string, userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const db = this.db();
    const removed = await db
      .deleteFrom('household_members')
      .where('user_id', '=', userId)
      .where('household_id', 'in', db.selectFrom('households').select('id').where('owner_id', '=', ownerId))
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  async leave(userId: string): Promise<boolean> {
    const left = await this.db().deleteFrom('household_members').where('user_id', '=', userId).executeTakeFirst();
    return Number(left.numDeletedRows) > 0;
  }
}
