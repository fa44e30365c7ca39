import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ReviewsOutlinedIcon from '@mui/icons-material/ReviewsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, reviewCountLabel } from 'shared-ui';

interface CardBodyProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

function CardBody({ icon, title, text }: CardBodyProps) {
  return (
    <>
      <Box sx={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main', flexShrink: 0 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {text}
        </Typography>
      </Box>
    </>
  );
}

const areaSx = { height: '100%', p: 2.5, display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 2 } as const;

interface Props {
  /** undefined while the user's reviews load */
  reviewCount: number | undefined;
  onShowReviews: () => void;
}

/** Shortcuts: write a review, add a business, and jump to the user's reviews. */
export function ProfileActionCards({ reviewCount, onShowReviews }: Props) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <Card variant="outlined">
        <CardActionArea component={RouterLink} to="/write-review" sx={areaSx}>
          <CardBody icon={<RateReviewOutlinedIcon aria-hidden />} title="Write a Review" text="Tell others about a company you used." />
        </CardActionArea>
      </Card>
      <Card variant="outlined">
        <CardActionArea component={RouterLink} to="/add-business" sx={areaSx}>
          <CardBody icon={<AddBusinessOutlinedIcon aria-hidden />} title="Add a Business" text="Can’t find a company? List it." />
        </CardActionArea>
      </Card>
      <Card variant="outlined">
        <CardActionArea onClick={onShowReviews} sx={areaSx}>
          <CardBody
            icon={<ReviewsOutlinedIcon aria-hidden />}
            title="Your Reviews"
            text={
              reviewCount === undefined ? (
                <Skeleton width={90} component="span" sx={{ display: 'inline-block' }} />
              ) : (
                `${reviewCountLabel(reviewCount)} written`
              )
            }
          />
        </CardActionArea>
      </Card>
    </Box>
  );
}
