/**
 * A lobby card's art, drawn by the app (no hot-linked images): a felt background in the game's
 * colour and an emblem of the game (fanned cards, a wheel, a plane, a Ludo board...). Purely
 * decorative: the card's name is its text.
 */
import { memo, type ReactNode, useId } from 'react';
import type { ArtMotif } from '../logic/lobby';
import styles from './lobby.module.css';

const SUIT_GLYPH = { S: '♠', H: '♥', C: '♣', D: '♦' } as const;
type SuitLetter = keyof typeof SUIT_GLYPH;

/** A small card face: rank and suit, tilted by `rotate` degrees around its centre. */
function MiniCard({
  x,
  y,
  rotate = 0,
  rank,
  suit,
}: {
  x: number;
  y: number;
  rotate?: number;
  rank: string;
  suit: SuitLetter;
}) {
  const red = suit === 'H' || suit === 'D';
  return (
    <g transform={`rotate(${rotate} ${x + 13} ${y + 18})`}>
      <rect x={x} y={y} width="26" height="36" rx="3" fill="#fff" stroke="rgba(0,0,0,.25)" />
      <text x={x + 4} y={y + 12} fontSize="10" fontWeight="800" fill={red ? '#c0132b' : '#111'}>
        {rank}
      </text>
      <text x={x + 13} y={y + 29} fontSize="14" textAnchor="middle" fill={red ? '#c0132b' : '#111'}>
        {SUIT_GLYPH[suit]}
      </text>
    </g>
  );
}

const Fan = ({ cx, cards }: { cx: number; cards: [string, SuitLetter][] }) => (
  <>
    {cards.map(([rank, suit], index) => (
      <MiniCard
        key={`${rank}${suit}`}
        x={cx - 13 + (index - (cards.length - 1) / 2) * 22}
        y={34}
        rotate={(index - (cards.length - 1) / 2) * 12}
        rank={rank}
        suit={suit}
      />
    ))}
  </>
);

const Big = ({
  children,
  x = 80,
  y = 66,
  size = 44,
}: {
  children: ReactNode;
  x?: number;
  y?: number;
  size?: number;
}) => (
  <text
    x={x}
    y={y}
    fontSize={size}
    fontWeight="900"
    textAnchor="middle"
    fill="#ffd166"
    stroke="rgba(0,0,0,.35)"
    strokeWidth="1.5"
  >
    {children}
  </text>
);

const Token = ({
  cx,
  cy,
  r = 13,
  fill,
  label,
}: {
  cx: number;
  cy: number;
  r?: number;
  fill: string;
  label: string;
}) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} stroke="#fff" strokeWidth="2" />
    <text x={cx} y={cy + 4} fontSize="12" fontWeight="800" textAnchor="middle" fill="#fff">
      {label}
    </text>
  </g>
);

function Wheel() {
  const slices = Array.from({ length: 12 }, (_, index) => {
    const a = (index * Math.PI * 2) / 12;
    const b = ((index + 1) * Math.PI * 2) / 12;
    const point = (angle: number) => `${80 + 34 * Math.cos(angle)} ${50 + 34 * Math.sin(angle)}`;
    return (
      <path
        key={`slice-${a}`}
        d={`M80 50 L${point(a)} A34 34 0 0 1 ${point(b)} Z`}
        fill={index === 0 ? '#0f7a3d' : index % 2 ? '#b3122b' : '#151515'}
      />
    );
  });
  return (
    <>
      <circle cx="80" cy="50" r="38" fill="#d9b45a" />
      {slices}
      <circle cx="80" cy="50" r="14" fill="#d9b45a" />
      <circle cx="104" cy="30" r="4" fill="#fff" />
    </>
  );
}

const EMBLEMS: Record<ArtMotif, () => ReactNode> = {
  teen: () => (
    <Fan
      cx={80}
      cards={[
        ['A', 'S'],
        ['K', 'H'],
        ['Q', 'D'],
      ]}
    />
  ),
  teen9: () => (
    <>
      <Token cx={44} cy={50} fill="#c77d00" label="T" />
      <Token cx={80} cy={50} fill="#9a6a2a" label="L" />
      <Token cx={116} cy={50} fill="#1f7a4a" label="D" />
    </>
  ),
  lucky7: () => (
    <>
      <MiniCard x={22} y={34} rotate={-12} rank="7" suit="H" />
      <Big size={58} y={72}>
        7
      </Big>
      <MiniCard x={112} y={34} rotate={12} rank="7" suit="S" />
    </>
  ),
  dragonTiger: () => (
    <>
      <Token cx={48} cy={50} r={20} fill="#1f7a4a" label="D" />
      <text x="80" y="55" fontSize="14" fontWeight="900" textAnchor="middle" fill="#fff">
        VS
      </text>
      <Token cx={112} cy={50} r={20} fill="#c77d00" label="T" />
    </>
  ),
  aaa: () => (
    <>
      <Token cx={50} cy={50} fill="#2b6cb0" label="A" />
      <Token cx={80} cy={50} fill="#b83280" label="B" />
      <Token cx={110} cy={50} fill="#2f855a" label="C" />
    </>
  ),
  andarBahar: () => (
    <>
      <MiniCard x={26} y={40} rank="9" suit="C" />
      <MiniCard x={30} y={34} rank="4" suit="D" />
      <MiniCard x={67} y={30} rotate={0} rank="J" suit="H" />
      <MiniCard x={104} y={40} rank="2" suit="S" />
      <MiniCard x={108} y={34} rank="J" suit="S" />
    </>
  ),
  worli: () => (
    <>
      {['1', '4', '9'].map((digit, index) => (
        <Token
          key={digit}
          cx={50 + index * 30}
          cy={50}
          r={14}
          fill={['#2b6cb0', '#c53030', '#2f855a'][index] ?? '#333'}
          label={digit}
        />
      ))}
    </>
  ),
  card32: () => (
    <>
      <MiniCard x={24} y={34} rotate={-10} rank="8" suit="S" />
      <Big>32</Big>
      <MiniCard x={110} y={34} rotate={10} rank="K" suit="H" />
    </>
  ),
  roulette: Wheel,
  dusKaDum: () => (
    <>
      <Fan
        cx={50}
        cards={[
          ['4', 'H'],
          ['6', 'C'],
        ]}
      />
      <Big x={112}>10</Big>
    </>
  ),
  crash: () => (
    <>
      <path
        d="M14 86 C60 84 96 66 124 26"
        fill="none"
        stroke="#ff6b81"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M118 22 l16 -6 l-5 9 l9 3 l-14 4 z" fill="#fff" />
      <text x="40" y="40" fontSize="18" fontWeight="900" fill="#ffd166">
        2.31x
      </text>
    </>
  ),
  ludo: () => (
    <>
      <rect x="52" y="18" width="28" height="28" fill="#ff5d6c" />
      <rect x="80" y="18" width="28" height="28" fill="#3ddc84" />
      <rect x="52" y="46" width="28" height="28" fill="#5aa9ff" />
      <rect x="80" y="46" width="28" height="28" fill="#ffd166" />
      <circle cx="80" cy="46" r="9" fill="#fff" />
    </>
  ),
  globe: () => (
    <>
      <circle cx="80" cy="50" r="30" fill="none" stroke="#ffd166" strokeWidth="3" />
      <ellipse cx="80" cy="50" rx="13" ry="30" fill="none" stroke="#ffd166" strokeWidth="2" />
      <path d="M50 50 H110 M55 35 H105 M55 65 H105" stroke="#ffd166" strokeWidth="2" />
    </>
  ),
  baccarat: () => (
    <>
      <MiniCard x={40} y={32} rotate={-8} rank="9" suit="D" />
      <MiniCard x={94} y={32} rotate={8} rank="8" suit="S" />
      <text x="80" y="56" fontSize="13" fontWeight="900" textAnchor="middle" fill="#ffd166">
        P·B
      </text>
    </>
  ),
  poker: () => (
    <>
      <Fan
        cx={60}
        cards={[
          ['A', 'S'],
          ['A', 'H'],
        ]}
      />
      {[68, 61, 54].map((cy) => (
        <ellipse
          key={cy}
          cx="116"
          cy={cy}
          rx="14"
          ry="5"
          fill={cy === 54 ? '#ffd166' : '#e2e8f0'}
          stroke="rgba(0,0,0,.3)"
        />
      ))}
    </>
  ),
  war: () => (
    <Fan
      cx={80}
      cards={[
        ['K', 'C'],
        ['Q', 'H'],
      ]}
    />
  ),
  race: () => (
    <>
      {(['S', 'H', 'C', 'D'] as SuitLetter[]).map((suit, index) => (
        <g key={suit}>
          <rect x="30" y={22 + index * 15} width="100" height="10" rx="5" fill="rgba(255,255,255,.2)" />
          <text
            x={40 + [70, 40, 55, 25][index]!}
            y={31 + index * 15}
            fontSize="12"
            fill={suit === 'H' || suit === 'D' ? '#ff8a8a' : '#fff'}
          >
            {SUIT_GLYPH[suit]}
          </text>
        </g>
      ))}
    </>
  ),
  meter: () => (
    <>
      <path d="M40 72 A40 40 0 0 1 120 72" fill="none" stroke="rgba(255,255,255,.25)" strokeWidth="10" />
      <path d="M40 72 A40 40 0 0 1 104 42" fill="none" stroke="#ffd166" strokeWidth="10" />
      <line x1="80" y1="72" x2="104" y2="44" stroke="#fff" strokeWidth="3" />
    </>
  ),
  queen: () => (
    <>
      <MiniCard x={54} y={30} rotate={-6} rank="Q" suit="H" />
      <MiniCard x={80} y={30} rotate={6} rank="Q" suit="S" />
    </>
  ),
  bollywood: () => (
    <>
      <rect x="50" y="40" width="60" height="34" rx="3" fill="#222" />
      <path d="M50 40 L110 28 L110 38 L50 50 Z" fill="#f5f5f5" />
      <path
        d="M58 38.5 l6 -1.2 l-3 9 l-6 1.2 z M74 35.3 l6 -1.2 l-3 9 l-6 1.2 z M90 32.1 l6 -1.2 l-3 9 l-6 1.2 z"
        fill="#222"
      />
    </>
  ),
  cricket: () => (
    <>
      <rect x="56" y="18" width="12" height="54" rx="5" fill="#e8c27a" transform="rotate(-30 62 45)" />
      <circle cx="104" cy="62" r="10" fill="#c53030" stroke="#fff" strokeWidth="2" />
    </>
  ),
};

export const GameArt = memo(function GameArt({ motif, accent }: { motif: ArtMotif; accent: string }) {
  const id = useId();
  const Emblem = EMBLEMS[motif];
  return (
    <svg className={styles.art} viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-felt`} cx="50%" cy="30%" r="80%">
          <stop offset="0%" stopColor={accent} stopOpacity="0.85" />
          <stop offset="100%" stopColor="#06101d" />
        </radialGradient>
      </defs>
      <rect width="160" height="100" fill={accent} />
      <rect width="160" height="100" fill={`url(#${id}-felt)`} />
      <circle cx="80" cy="50" r="46" fill="none" stroke="rgba(255,209,102,.22)" strokeWidth="1" />
      <Emblem />
    </svg>
  );
});
