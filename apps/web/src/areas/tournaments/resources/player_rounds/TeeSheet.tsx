import { handicapText } from '@fairway/golf';
import { tournamentEndpoints, tournamentLimits, type playerRoundRecord } from '@fairway/contract';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';
import { HttpError } from '../../../../providers/httpClient';
import { DrawRound } from './DrawRound';
import { moveBetweenGroups, type DropTarget, type TeeSheetGroup } from './moveBetweenGroups';

type Round = z.input<typeof playerRoundRecord>;
type Player = TeeSheetGroup['players'][number];

const playerKey = (memberId: number) => `player-${memberId}`;
const groupKey = (groupId: number) => `group-${groupId}`;
const memberIdOf = (key: string | number) => Number(String(key).replace('player-', ''));

/** The words of a refused move: the API's own message for the groups (a group of five, a player in two groups). */
export function refusalOf(error: unknown): string {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const body = error.body as { groups?: string[]; detail?: string };
    if (body.groups?.[0]) return body.groups[0];
    if (body.detail) return body.detail;
  }
  return error instanceof Error ? error.message : String(error);
}

/** What a player's card shows: their name, tee set and playing handicap. */
function PlayerFace({ player }: { player: Player }) {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {player.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {player.hole_category_name ?? translate('fairway.tee_sheet.no_tees')}
        </Typography>
      </Box>
      {player.playing_handicap === null ? null : (
        <Typography variant="body2" title={translate('fairway.tee_sheet.handicap_title')} sx={{ whiteSpace: 'nowrap' }}>
          {translate('fairway.tee_sheet.handicap', { value: handicapText(player.playing_handicap) })}
        </Typography>
      )}
    </>
  );
}

const cardSx = {
  display: 'flex',
  alignItems: 'baseline',
  gap: 1,
  px: 1.5,
  py: 1,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

/** One player of a group: dragged with the mouse, a finger, or the keyboard (Space, arrows, Space). */
function PlayerCard({ player, editable }: { player: Player; editable: boolean }) {
  const sortable = useSortable({ id: playerKey(player.member_id), disabled: !editable });
  return (
    <Box
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      {...sortable.attributes}
      {...sortable.listeners}
      data-player={player.name}
      sx={{
        ...cardSx,
        cursor: editable ? 'grab' : 'default',
        touchAction: editable ? 'manipulation' : 'auto',
        opacity: sortable.isDragging ? 0.4 : 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <PlayerFace player={player} />
    </Box>
  );
}

/** A group: its start and number, and its players in order; a drop target as a whole, even when empty. */
function GroupCard({ group, editable }: { group: TeeSheetGroup; editable: boolean }) {
  const translate = useTranslate();
  const { setNodeRef, isOver } = useDroppable({ id: groupKey(group.id), disabled: !editable });
  const labelId = `tee-sheet-group-${group.id}`;
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      sx={{
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderColor: isOver ? 'primary.main' : 'divider',
        borderWidth: isOver ? 2 : 1,
      }}
    >
      <Box id={labelId} sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
          {group.start}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.tee_sheet.group', { number: group.number })}
        </Typography>
      </Box>
      <SortableContext
        items={group.players.map((player) => playerKey(player.member_id))}
        strategy={verticalListSortingStrategy}
      >
        {group.players.map((player) => (
          <PlayerCard key={player.member_id} player={player} editable={editable} />
        ))}
      </SortableContext>
      {group.players.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('fairway.tee_sheet.empty_group')}
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * A round's tee sheet: its groups as cards (side by side on a desktop, stacked on a phone), each with its start and
 * its players. A player dragged to another group (or another place in theirs), or onto a player of a full group to
 * swap with them, is saved at once through
 * `update_members_in_group`, naming the group left and the group joined; the server's answer is then shown. A refusal
 * is said in the API's words and the sheet goes back to the server's state (decision 0053).
 */
export function TeeSheet({ round, onDrawn }: { round: Round; onDrawn: () => void }) {
  const translate = useTranslate();
  const input = { query: { player_round_id: round.id } };
  const sheet = useEndpointQuery(tournamentEndpoints.roundGroups, input);
  const cache = useEndpointCache();
  const [moving, setMoving] = useState<TeeSheetGroup[] | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [dragged, setDragged] = useState<Player | null>(null);
  const groups = moving ?? sheet.data ?? [];
  const editable = (round.status === 'scheduled' || round.status === 'active') && moving === null;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const groupOfPlayer = (memberId: number) =>
    groups.find((group) => group.players.some((player) => player.member_id === memberId));
  const playerOf = (key: string | number) =>
    groups.flatMap((group) => group.players).find((player) => player.member_id === memberIdOf(key));
  /**
   * The group a drop lands in, and before whom: a group card means its end, a player card their place; a player of
   * another group that is full swaps places with the one dropped on them.
   */
  const targetOf = (active: Active, over: Over | null): DropTarget | null => {
    if (!over) return null;
    const key = String(over.id);
    if (key.startsWith('group-')) return { groupId: Number(key.replace('group-', '')) };
    const overId = memberIdOf(key);
    const group = groupOfPlayer(overId);
    if (!group) return null;
    const from = groupOfPlayer(memberIdOf(active.id));
    if (from && from.id !== group.id && group.players.length >= tournamentLimits.groupSize.max) {
      return { groupId: group.id, swapWithMemberId: overId };
    }
    const overIndex = group.players.findIndex((player) => player.member_id === overId);
    const activeIndex = group.players.findIndex((player) => player.member_id === memberIdOf(active.id));
    // Within a group, moving down puts the player after the one they are over, as a sortable list does.
    if (from?.id === group.id && activeIndex < overIndex) {
      return { groupId: group.id, beforeMemberId: group.players[overIndex + 1]?.member_id };
    }
    return { groupId: group.id, beforeMemberId: overId };
  };
  const groupNumberOf = (active: Active, over: Over | null) => {
    const target = targetOf(active, over);
    return groups.find((group) => group.id === target?.groupId)?.number;
  };
  const swapOf = (active: Active, over: Over | null) => {
    const target = targetOf(active, over);
    return target?.swapWithMemberId === undefined ? undefined : playerOf(playerKey(target.swapWithMemberId));
  };
  const words = (key: string, active: Active, over: Over | null) =>
    translate(`fairway.tee_sheet.announcements.${key}`, {
      name: playerOf(active.id)?.name ?? '',
      other: swapOf(active, over)?.name ?? '',
      from: groupOfPlayer(memberIdOf(active.id))?.number ?? '',
      to: groupNumberOf(active, over) ?? '',
    });
  /** The words for a drag over something: a swap names the player swapped with. */
  const overWords = (active: Active, over: Over | null) => {
    if (!over) return 'nowhere';
    return swapOf(active, over) ? 'over_player' : 'over';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => words('picked', active, null),
    onDragOver: ({ active, over }) => words(overWords(active, over), active, over),
    onDragEnd: ({ active, over }) =>
      words(over ? (swapOf(active, over) ? 'swapped' : 'dropped') : 'cancelled', active, over),
    onDragCancel: ({ active }) => words('cancelled', active, null),
  };

  const drop = async ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const target = targetOf(active, over);
    const memberId = memberIdOf(active.id);
    const change = target ? moveBetweenGroups(groups, memberId, target) : null;
    if (!change || !target) return;
    const player = playerOf(active.id)!;
    const other = swapOf(active, over);
    const joined = groups.find((group) => group.id === target.groupId)!;
    setMoving(change.groups);
    setMessage(null);
    try {
      const answer = await callEndpoint(tournamentEndpoints.updateMembersInGroup, {
        body: { player_round_id: round.id, groups: change.changed },
      });
      cache.set(tournamentEndpoints.roundGroups, input, answer);
      setMessage({
        severity: 'success',
        text: other
          ? translate('fairway.tee_sheet.swapped', { name: player.name, other: other.name })
          : translate('fairway.tee_sheet.moved', { name: player.name, number: joined.number }),
      });
    } catch (error) {
      setMessage({ severity: 'error', text: translate('fairway.tee_sheet.refused', { message: refusalOf(error) }) });
      await sheet.refetch();
    } finally {
      setMoving(null);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="tee-sheet-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="tee-sheet-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('fairway.tee_sheet.title')}
        </Typography>
        {round.status === 'scheduled' && sheet.data ? (
          <DrawRound
            round={round}
            groupsCount={sheet.data.length}
            onDrawn={(answer) => {
              cache.set(tournamentEndpoints.roundGroups, input, answer);
              setMessage(null);
              onDrawn();
            }}
          />
        ) : null}
      </Box>
      {round.status === 'scheduled' ? null : (
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.tee_sheet.only_scheduled')}
        </Typography>
      )}
      {sheet.isPending || moving ? <LinearProgress aria-label={translate('fairway.tee_sheet.saving')} /> : null}
      {message ? (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setMessage(null)}
        >
          {message.text}
        </Alert>
      ) : null}
      {sheet.data && groups.length === 0 ? <Typography>{translate('fairway.tee_sheet.none')}</Typography> : null}
      {groups.length > 0 && editable ? (
        <Typography variant="body2" color="text.secondary" id="tee-sheet-hint">
          {translate('fairway.tee_sheet.drag_hint')}
        </Typography>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: translate('fairway.tee_sheet.drag_hint') },
        }}
        onDragStart={({ active }) => setDragged(playerOf(active.id) ?? null)}
        onDragCancel={() => setDragged(null)}
        onDragEnd={(event) => void drop(event)}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(15rem, 1fr))' },
            alignItems: 'start',
          }}
        >
          {groups.map((group) => (
            <GroupCard key={group.id} group={group} editable={editable} />
          ))}
        </Box>
        <DragOverlay>
          {dragged ? (
            <Box data-player={dragged.name} sx={{ ...cardSx, cursor: 'grabbing', boxShadow: 6 }}>
              <PlayerFace player={dragged} />
            </Box>
          ) : null}
        </DragOverlay>
      </DndContext>
    </Box>
  );
}
