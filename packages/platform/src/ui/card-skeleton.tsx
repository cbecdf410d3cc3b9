import { Card, CardContent, Skeleton } from '@mui/material';

interface CardSkeletonProps {
  /** The height of the card it stands for, so nothing shifts when the data arrives. */
  height: number;
  withImage?: boolean;
  imageHeight?: number;
}

/** A loading placeholder shaped like a card. */
export function CardSkeleton({ height, withImage = false, imageHeight = 180 }: CardSkeletonProps) {
  return (
    <Card data-testid="card-skeleton" aria-hidden sx={{ height }}>
      {withImage ? <Skeleton variant="rectangular" height={imageHeight} animation="wave" /> : null}
      <CardContent>
        <Skeleton variant="text" width="60%" height={32} animation="wave" />
        <Skeleton variant="text" width="40%" animation="wave" />
        <Skeleton variant="text" animation="wave" />
        <Skeleton variant="text" animation="wave" />
        <Skeleton variant="text" width="80%" animation="wave" />
      </CardContent>
    </Card>
  );
}
