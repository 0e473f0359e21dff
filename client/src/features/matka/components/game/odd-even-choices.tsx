import { formatMatkaAmount, ODD_EVEN_CHOICES, type OddEvenChoice } from '@esk/contracts/catalog/matka';
import { useT } from '@/i18n/i18n';
import type { Positions } from '../../logic/positions';
import form from './odd-even.module.css';

interface OddEvenChoicesProps {
  value: OddEvenChoice | null;
  positions: Positions;
  onChoose: (choice: OddEvenChoice) => void;
}

/** ODD and EVEN as two large toggles, each with the player's P&L if it comes. */
export function OddEvenChoices({ value, positions, onChoose }: OddEvenChoicesProps) {
  const t = useT();
  return (
    <fieldset className={form.choices}>
      <legend className={form.amountLabel}>{t('matka.oddEven.choice')}</legend>
      {ODD_EVEN_CHOICES.map((choice) => {
        const pnl = positions?.[choice];
        return (
          <button
            key={choice}
            type="button"
            className={form.choice}
            aria-pressed={value === choice}
            onClick={() => onChoose(choice)}
          >
            <span className={form.choiceName}>{t(`matka.oddEven.${choice}`)}</span>{' '}
            <span
              className={`${form.choicePnl} num ${pnl === undefined ? '' : pnl > 0 ? form.profit : form.loss}`}
            >
              {pnl !== undefined && (
                <>
                  <span className="visually-hidden">{t('matka.pnl')} </span>
                  {pnl > 0 ? '+' : ''}
                  {formatMatkaAmount(pnl)}
                </>
              )}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
