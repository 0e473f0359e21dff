import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@/components/ui/icon';
import { TileGrid } from '@/components/ui/tile-grid';
import { AVIATOR_TILE_EVENT_ID } from '@/config/constants';
import { paths } from '@/config/paths';
import { type MessageKey, useT } from '@/i18n/i18n';
import styles from './dashboard-tiles.module.css';

interface Tile {
  id: string;
  label: MessageKey;
  href: string;
  icon: IconName;
  accent: string;
  live?: boolean;
}

/** The main menu tiles, in the spec's order (000 §2 Main menu). */
export const DASHBOARD_TILES: readonly Tile[] = [
  {
    id: 'matches',
    label: 'tile.matches',
    href: paths.main.matches.href(),
    icon: 'play',
    accent: '#2ec4b6',
    live: true,
  },
  { id: 'profile', label: 'tile.profile', href: paths.main.profile.href(), icon: 'user', accent: '#72bbef' },
  {
    id: 'statement',
    label: 'tile.statement',
    href: paths.main.statement.href(),
    icon: 'statement',
    accent: '#9ab8ff',
  },
  {
    id: 'complete-game',
    label: 'tile.completeGame',
    href: paths.main.completeGame.href(),
    icon: 'trophy',
    accent: '#f5b400',
  },
  { id: 'matka', label: 'tile.matka', href: paths.main.matkaList.href(), icon: 'matka', accent: '#ff9f43' },
  { id: 'casino', label: 'tile.casino', href: paths.main.casino.href(), icon: 'casino', accent: '#faa9ba' },
  {
    id: 'aviator',
    label: 'tile.aviator',
    href: paths.main.aviator.href(AVIATOR_TILE_EVENT_ID),
    icon: 'aviator',
    accent: '#ff5c6c',
  },
  { id: 'ledger', label: 'tile.ledger', href: paths.main.ledger.href(), icon: 'ledger', accent: '#7fd8d2' },
  {
    id: 'changepassword',
    label: 'tile.changePassword',
    href: paths.main.changePassword.href(),
    icon: 'key',
    accent: '#c3a6ff',
  },
  {
    id: 'freegame',
    label: 'tile.freeGame',
    href: paths.main.freeGame.href(),
    icon: 'gift',
    accent: '#5ee08a',
  },
  { id: 'rules', label: 'tile.rules', href: paths.main.rules.href(), icon: 'rules', accent: '#b8c7d9' },
  {
    id: 'edit-stakes',
    label: 'tile.editStakes',
    href: paths.main.editStakes.href(),
    icon: 'coins',
    accent: '#ffd166',
  },
];

export function DashboardTiles() {
  const t = useT();
  return (
    <TileGrid columns={[3, 4, 4, 6]}>
      {DASHBOARD_TILES.map((tile) => (
        <li key={tile.id}>
          <Link
            to={tile.href}
            className={styles.tile}
            style={{ '--accent': tile.accent } as CSSProperties}
            data-tile={tile.id}
          >
            {tile.live && <span className={styles.live} aria-hidden="true" />}
            <span className={styles.icon}>
              <Icon name={tile.icon} size={24} />
            </span>
            <span className={styles.label}>{t(tile.label)}</span>
          </Link>
        </li>
      ))}
    </TileGrid>
  );
}
