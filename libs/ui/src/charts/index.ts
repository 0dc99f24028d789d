// Charts drawn with SVG and plain elements: the two the portal needs (the score dialog's half doughnut, the
// landing's past results) cost about 1 KB instead of a charts library (about 600 KB gzipped with @ant-design/charts).
export { HalfDoughnut, type HalfDoughnutProps, type ChartSegment } from './half-doughnut';
export { ColumnChart, type ColumnChartProps, type ColumnChartRow } from './column-chart';
