// Stands in for antd's tooltip UniqueProvider (antd/es/tooltip/UniqueProvider) in every app's build: see
// create-app-config.js. It renders its children, as antd's ConfigProvider does when `tooltip.unique` is not set.
export default function UniqueProvider({ children }) {
  return children;
}
