/**
 * Each user's player protection settings on this device (reality check interval, daily loss
 * limit), kept under `playerProtection` through logouts, and this session's start and last
 * reality check under `protectionSession` (cleared at logout like every other key).
 */
import { z } from 'zod';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import { type LossLimitSetting, NO_LOSS_LIMIT } from './logic/loss-limit';
import { DEFAULT_REALITY_CHECK, type RealityCheckMinutes } from './logic/reality-check';

export interface UserProtection {
  realityCheck: RealityCheckMinutes;
  lossLimit: LossLimitSetting;
}

export interface SessionRecord {
  userId: string;
  startedAt: number;
  /** When the reader last chose Continue on a reality check. */
  acknowledgedAt?: number;
}

export const DEFAULT_PROTECTION: UserProtection = {
  realityCheck: DEFAULT_REALITY_CHECK,
  lossLimit: NO_LOSS_LIMIT,
};

const limitSchema = z.number().int().positive().nullable();
const userSchema = z.object({
  realityCheck: z.union([z.literal(15), z.literal(30), z.literal(60), z.null()]),
  lossLimit: z.object({
    amount: limitSchema,
    pending: z.object({ amount: limitSchema, from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).optional(),
  }),
});
const settingsSchema = z.record(z.string(), userSchema);
const sessionSchema = z.object({
  userId: z.string(),
  startedAt: z.number(),
  acknowledgedAt: z.number().optional(),
});

interface ProtectionState {
  byUser: Record<string, UserProtection>;
  session: SessionRecord | null;
  /** This user's session on this device: kept when it is theirs (a reload), else started at `now`. */
  startSession: (userId: string, now: number) => void;
  acknowledge: (now: number) => void;
  update: (userId: string, change: Partial<UserProtection>) => void;
}

export const useProtectionStore = create<ProtectionState>()((set, get) => ({
  byUser: readJson(storageKeys.playerProtection, settingsSchema) ?? {},
  session: readJson(storageKeys.protectionSession, sessionSchema) ?? null,
  startSession: (userId, now) => {
    const stored = readJson(storageKeys.protectionSession, sessionSchema) ?? null;
    const session = stored?.userId === userId ? stored : { userId, startedAt: now };
    writeJson(storageKeys.protectionSession, session);
    set({ session });
  },
  acknowledge: (now) => {
    const session = get().session;
    if (!session) return;
    const next = { ...session, acknowledgedAt: now };
    writeJson(storageKeys.protectionSession, next);
    set({ session: next });
  },
  update: (userId, change) => {
    // Another tab may have changed another user's settings: start from what storage holds.
    const stored = readJson(storageKeys.playerProtection, settingsSchema) ?? get().byUser;
    const byUser = { ...stored, [userId]: { ...(stored[userId] ?? DEFAULT_PROTECTION), ...change } };
    writeJson(storageKeys.playerProtection, byUser);
    set({ byUser });
  },
}));

export const protectionOf = (byUser: Record<string, UserProtection>, userId: string): UserProtection =>
  byUser[userId] ?? DEFAULT_PROTECTION;
