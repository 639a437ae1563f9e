@echo off
rem Qilin launcher for Windows: builds the jar with Maven when it is missing (cli and the modules it needs,
rem never the Spark jobs of cluster\), then runs it.
rem Register this file as the engine in a Windows GUI; without arguments Qilin speaks UCCI/UCI.
setlocal
set "ROOT=%~dp0"
set "JAR=%ROOT%cli\target\qilin.jar"
rem The JDK: JAVA_HOME's when it is set (Maven builds with it too), else the java on the PATH.
set "JAVA=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "JAVA=%JAVA_HOME%\bin\java.exe"
rem A folder tools/dist.sh built holds this launcher beside its own Java runtime and the jar: nothing to build.
set "RUNTIME=%ROOT%runtime\bin\java.exe"
if exist "%RUNTIME%" set "JAVA=%RUNTIME%"
if exist "%RUNTIME%" set "JAR=%ROOT%qilin.jar"
if not exist "%JAR%" (
  pushd "%ROOT%"
  call mvn -B -q -DskipTests -pl cli -am package 1>&2
  popd
)
"%JAVA%" -XX:+UseSerialGC -XX:-UseCompressedOops -jar "%JAR%" %*
