import type { TeamDataEntry } from '@esk/contracts/http/sports-schemas';

/** Runner names and selection ids from match details' teamData (key spellings vary by feed). */
export function teamNames(
  teamData: readonly TeamDataEntry[] | undefined,
): { selectionId: string; name: string }[] {
  return (teamData ?? []).flatMap((team) => {
    const name = team.runner_name ?? team.runnerName ?? team.team_name;
    const selectionId =
      team.selectionid ??
      team.selection_id ??
      team.selectionId ??
      team.bookmakerSelectionId ??
      team.betfairSelectionId;
    return name && selectionId ? [{ selectionId, name }] : [];
  });
}
