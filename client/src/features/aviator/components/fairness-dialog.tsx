/**
 * The provably-fair check, in the browser (loaded only when opened): the current round's published
 * hash (and its seed once crashed), and any finished round recomputed from its revealed seed with
 * the same `verifyCrash` the mock server's scenarios use (contracts' catalog/aviator-fair.ts),
 * with the formula and the house edge.
 */
import {
  AVIATOR_FAIR_FORMULA,
  AVIATOR_FAIR_SALT,
  type CrashVerdict,
  verifyCrash,
} from '@esk/contracts/catalog/aviator-fair';
import type { AviatorRound } from '@esk/contracts/http/aviator';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/text-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/i18n';
import { getCrashHistoryQueryOptions } from '../api/get-crash-history';
import { useAviatorStore } from '../stores/aviator-store';
import styles from './fairness.module.css';

interface Proof {
  seed: string;
  hash: string;
  salt: string;
  edge: string;
  crash: string;
}

const proofOf = (round: AviatorRound): Proof => ({
  seed: round.serverSeed ?? '',
  hash: round.serverSeedHash ?? '',
  salt: round.salt ?? AVIATOR_FAIR_SALT,
  edge: round.houseEdge !== undefined ? String(round.houseEdge) : '',
  crash: round.creashValue.toFixed(2),
});

/** The verdict for the fields as typed, or null when they are not complete. */
function check(proof: Proof): CrashVerdict | null {
  const edge = Number(proof.edge);
  const crash = Number(proof.crash);
  if (!proof.seed || !proof.hash || proof.edge === '' || !(edge >= 0 && edge < 100) || !(crash >= 1))
    return null;
  return verifyCrash({
    serverSeed: proof.seed.trim(),
    serverSeedHash: proof.hash,
    crashPoint: crash,
    houseEdge: edge,
    salt: proof.salt || AVIATOR_FAIR_SALT,
  });
}

export default function FairnessDialog({ socketUrl, onClose }: { socketUrl: string; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const live = useAviatorStore((s) => s.live);
  const history = useQuery({ ...getCrashHistoryQueryOptions(socketUrl), staleTime: 0 });
  const rounds = (history.data ?? []).filter((round) => round.serverSeed && round.serverSeedHash);
  const [roundId, setRoundId] = useState('');
  const [proof, setProof] = useState<Proof>({
    seed: '',
    hash: '',
    salt: AVIATOR_FAIR_SALT,
    edge: '',
    crash: '',
  });
  const [verdict, setVerdict] = useState<CrashVerdict | null | 'invalid'>(null);

  const pick = (round: AviatorRound | undefined) => {
    if (!round) return;
    setRoundId(round.roundId ?? '');
    const next = proofOf(round);
    setProof(next);
    setVerdict(check(next) ?? 'invalid');
  };
  const first = rounds[0];
  useEffect(() => {
    if (!roundId && first) pick(first);
  });

  const field = (key: keyof Proof, label: string, wide = false) => (
    <TextField
      className={wide ? styles.wide : undefined}
      label={label}
      value={proof[key]}
      spellCheck={false}
      autoComplete="off"
      onChange={(event) => {
        setProof({ ...proof, [key]: event.target.value });
        setVerdict(null);
      }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setVerdict(check(proof) ?? 'invalid');
  };
  const edge = Number(proof.edge || 0);

  return (
    <Modal title={t('aviator.fair.title')} onClose={onClose}>
      <div className={styles.body} data-testid="aviator-fairness">
        <p className={styles.intro}>{t('aviator.fair.intro')}</p>
        {live?.serverSeedHash && (
          <section className={styles.section} aria-labelledby={`${id}-current`}>
            <h3 id={`${id}-current`}>
              {t('aviator.fair.current')} · {live.roundId}
            </h3>
            <span className={styles.term}>{t('aviator.fair.hashBefore')}</span>
            <p className={styles.mono}>{live.serverSeedHash}</p>
            <span className={styles.term}>{t('aviator.fair.seedAfter')}</span>
            <p className={styles.mono}>{live.serverSeed ?? t('aviator.fair.notYet')}</p>
          </section>
        )}
        <form className={styles.section} onSubmit={submit} aria-labelledby={`${id}-check`}>
          <h3 id={`${id}-check`}>{t('aviator.fair.verify')}</h3>
          {rounds.length === 0 ? (
            <p className={styles.intro}>{t('aviator.fair.noRounds')}</p>
          ) : (
            <label className={styles.label}>
              {t('aviator.fair.pick')}
              <select
                className={styles.select}
                value={roundId}
                onChange={(event) => pick(rounds.find((round) => round.roundId === event.target.value))}
              >
                {rounds.map((round) => (
                  <option key={round.roundId} value={round.roundId}>
                    {round.roundId} · {round.creashValue.toFixed(2)}x
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className={styles.grid}>
            {field('seed', t('aviator.fair.seed'), true)}
            {field('hash', t('aviator.fair.hash'), true)}
            {field('salt', t('aviator.fair.salt'))}
            {field('edge', t('aviator.fair.edge'))}
            {field('crash', t('aviator.fair.crash'))}
          </div>
          <Button type="submit">{t('aviator.fair.verify')}</Button>
          <Verdict verdict={verdict} />
        </form>
        <section className={styles.section} aria-labelledby={`${id}-formula`}>
          <h3 id={`${id}-formula`}>{t('aviator.fair.formula')}</h3>
          <pre className={styles.formula}>{AVIATOR_FAIR_FORMULA.join('\n')}</pre>
          <p className={styles.intro}>
            {t('aviator.fair.houseEdge')} {edge}% · {100 - edge}% {t('aviator.fair.return')}
          </p>
        </section>
      </div>
    </Modal>
  );
}

function Verdict({ verdict }: { verdict: CrashVerdict | null | 'invalid' }) {
  const t = useT();
  if (verdict === null) return null;
  if (verdict === 'invalid') {
    return (
      <p className={`${styles.result} ${styles.bad}`} role="status">
        {t('aviator.fair.invalid')}
      </p>
    );
  }
  return (
    <div role="status" data-testid="aviator-verdict">
      <ul className={`${styles.result} ${verdict.ok ? styles.ok : styles.bad}`}>
        <li className={styles.verdict}>
          {verdict.ok ? `✓ ${t('aviator.fair.verified')}` : `✗ ${t('aviator.fair.failed')}`}
        </li>
        <li>
          {verdict.hashMatches ? '✓' : '✗'}{' '}
          {verdict.hashMatches ? t('aviator.fair.hashOk') : t('aviator.fair.hashBad')}
        </li>
        <li>
          {verdict.crashMatches ? '✓' : '✗'} {t('aviator.fair.computed')}{' '}
          {verdict.expectedCrashPoint.toFixed(2)}x,{' '}
          {verdict.crashMatches ? t('aviator.fair.crashOk') : t('aviator.fair.crashBad')}
        </li>
      </ul>
    </div>
  );
}
