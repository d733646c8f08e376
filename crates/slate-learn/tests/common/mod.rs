pub mod pg_cluster;
