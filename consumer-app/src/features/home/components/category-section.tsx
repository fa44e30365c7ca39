import { useCategories, visuallyHidden, Link as RouterLink, plural } from 'shared-ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { categoryPath } from '../../companies';
import { categoriesToShow, hasMoreCategories } from '../utils/home-categories';
import { softHyphenate } from '../utils/hyphenate';
import { CategoryIcon } from './category-icon';

const companyCount = (count: number | undefined) =>
  count === undefined ? '\u00a0' : plural(count, { one: 'company', other: 'companies' });

/** Six category cards, or every category after "Show More Categories". */
export function CategorySection() {
  const categories = useCategories();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = categoriesToShow(categories.data, expanded);

  return (
    <Container component="section" aria-labelledby="categories-heading" maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
      <Typography id="categories-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        Browse by category
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Find the best-rated companies in the areas that matter to you.
      </Typography>

      {categories.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Company counts are unavailable right now.
        </Alert>
      )}

      <Box
        component="ul"
        id={listId}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        {shown.map((category) => (
          <li key={category.name}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={categoryPath(category.name)}
                sx={{ height: '100%', p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
              >
                <Box
                  sx={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main' }}
                >
                  <CategoryIcon name={category.name} />
                </Box>
                {/* Long names ("Telecommunications") break between syllables with a hyphen, so none spills
                    out of a narrow card (two columns at 320 px); the link is named by the plain name. */}
                <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.3, maxWidth: '100%', overflowWrap: 'anywhere', hyphens: 'manual' }}>
                  <span aria-hidden>{softHyphenate(category.name)}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {category.name}
                  </Box>
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {companyCount(category.companyCount)}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>

      {hasMoreCategories(categories.data) && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} aria-controls={listId}>
            {expanded ? 'Show Fewer Categories' : 'Show More Categories'}
          </Button>
        </Box>
      )}
    </Container>
  );
}
