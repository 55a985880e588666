import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { HandicapAnalysis } from './HandicapAnalysis';
import { ADMINS, ImportScoreRecordsButton, RecomputeIndexesButton, useMayAct } from './HandicapActions';

/** My Performance: the admin's own analysis, as a golfer of the club. */
export function MyPerformancePage() {
  return <HandicapAnalysis />;
}

/** Handicap Analysis: the member's own, where the club has individual rounds on. */
export function OwnHandicapAnalysisPage() {
  return <HandicapAnalysis />;
}

/**
 * A golfer's analysis, opened by the club's admins from the club table; an admin may import the golfer's past score
 * records and recompute their index from it.
 */
export function MemberHandicapAnalysisPage() {
  const translate = useTranslate();
  const isAdmin = useMayAct(ADMINS);
  const { id } = useParams();
  const memberId = Number(id);
  const back = (
    <Button component={Link} to="/members-handicap-performance" size="small" sx={{ mb: 2, ml: -1 }}>
      ← {translate('fairway.menu.members-handicap-performance')}
    </Button>
  );
  return (
    <HandicapAnalysis
      key={memberId}
      memberId={Number.isInteger(memberId) && memberId > 0 ? memberId : 0}
      header={back}
      actions={
        isAdmin
          ? (performance) => {
              const name = `${performance.first_name} ${performance.last_name}`;
              return (
                <>
                  <ImportScoreRecordsButton memberId={performance.member_id} name={name} />
                  <RecomputeIndexesButton memberId={performance.member_id} name={name} />
                </>
              );
            }
          : undefined
      }
    />
  );
}
